/*
 * Runs before the first paint (a blocking script in <head>; the CSP forbids inline scripts): applies the saved
 * theme, language and direction to <html> so the page never flashes the wrong theme or side. The app keeps
 * these in step afterwards (src/lib/settings/use-document-settings.ts). Keys: src/lib/settings/settings-model.ts.
 * The build appends the signed-in layout's modulepreload links to the built copy (web/build/signed-in-preload.ts).
 */
;(function () {
  var read = function (name) {
    try {
      var raw = localStorage.getItem('debrief-' + name)
      return raw == null ? null : JSON.parse(raw)
    } catch (e) {
      return null
    }
  }
  var root = document.documentElement
  var theme = read('theme') || 'system'
  var dark = theme === 'dark' || (theme === 'system' && !!window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches)
  var scheme = dark ? 'dark' : 'light'
  root.setAttribute('data-scheme', scheme)
  root.style.colorScheme = scheme

  var supported = ['en', 'ru', 'fr', 'ar']
  var language = read('language')
  if (supported.indexOf(language) < 0) {
    var wanted = (navigator.languages || [navigator.language || 'en']).map(function (l) {
      return String(l).slice(0, 2).toLowerCase()
    })
    language = wanted.filter(function (l) {
      return supported.indexOf(l) >= 0
    })[0] || 'en'
  }
  root.lang = language
  root.dir = read('direction') || (language === 'ar' ? 'rtl' : 'ltr')
})()
