import { readFileSync } from 'node:fs'
import t from 'tap'
import { KIND_TITLES } from '../../src/modules/report-kinds/registry.js'
import { productScreens } from '../../src/modules/search/app-bar/product-screens.js'

// One name per report kind: the service's titles (report titles, examples, search) are the web's English names.
t.test('the service names every report kind as the web does', async (t) => {
  const web = JSON.parse(readFileSync(new URL('../../../web/src/locales/en/reports.json', import.meta.url), 'utf8'))
  t.same(KIND_TITLES, web.kind)
  const names = new Set(Object.values(KIND_TITLES))
  for (const screen of productScreens.filter((s) => /^\/reports-(example|template)\//.test(s.path))) {
    const name = screen.title.replace(/^(Example|Template): /, '')
    t.ok(names.has(name), `${screen.path}: "${screen.title}" names a kind by its one name`)
  }
})
