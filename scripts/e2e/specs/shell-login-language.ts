import { assert, type E2eSpec, chooseLanguage } from '../context.js'

// The sign-in screen has the language switch too; a first visit follows the browser's language.
const specs: E2eSpec[] = [
  {
    name: 'the sign-in screen switches to Arabic, right to left',
    async run({ page, screenshot }) {
      await page.goto('/login')
      await chooseLanguage(page, 'العربية')
      await page.getByRole('button', { name: 'تسجيل الدخول' }).waitFor()
      assert((await page.getAttribute('html', 'dir')) === 'rtl', 'dir=rtl')
      await screenshot(page, 'login-arabic')
    },
  },
  {
    name: 'a first visit with a French browser shows French',
    async run({ context, baseUrl }) {
      const page = await context.browser()!.newPage({ baseURL: baseUrl, locale: 'fr-FR' })
      try {
        await page.goto('/login')
        await page.getByRole('button', { name: 'Se connecter' }).waitFor()
        assert((await page.getAttribute('html', 'lang')) === 'fr', 'lang=fr')
      } finally {
        await page.close()
      }
    },
  },
]

export default specs
