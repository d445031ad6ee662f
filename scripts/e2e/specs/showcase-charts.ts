import { assert, type E2eSpec } from '../context.js'

const CARDS = ['basic', 'advanced', 'statistics', 'widgets', 'gamification', 'actions']
const CHARTS = ['line', 'area', 'bar', 'stacked-bar', 'donut', 'radar', 'scatter', 'gauge', 'heat-map']

const spec: E2eSpec[] = [
  {
    name: 'the charts gallery: every chart its own sub-route drawn from sandbox data, an unknown one is not found',
    async run({ page, signIn, screenshot }) {
      const failures: string[] = []
      page.on('console', (m) => m.type() === 'error' && failures.push(m.text()))
      await signIn(page, 'demo@example.com', 'demo-demo', '/charts')
      await page.getByRole('heading', { name: 'Charts', level: 1 }).waitFor()
      assert((await page.locator('main a[href^="/charts/"]').count()) === CHARTS.length, 'the index lists every chart')
      for (const chart of CHARTS) {
        await page.goto(`/charts/${chart}`)
        await page.locator('main figure[role="img"] svg, main table').first().waitFor()
        assert(!(await page.getByText(/coming soon/i).count()), `${chart} shows coming soon`)
        await screenshot(page, `showcase-chart-${chart}`)
      }
      await page.goto('/charts/no-such-chart')
      await page.getByRole('heading', { name: 'Page not found' }).waitFor()
      assert(failures.length === 0, `console errors: ${failures.join(' | ')}`)
    },
  },
  {
    name: 'the card galleries: every card page its own sub-route filled from sandbox data',
    async run({ page, signIn, screenshot }) {
      const failures: string[] = []
      page.on('console', (m) => m.type() === 'error' && failures.push(m.text()))
      await signIn(page, 'demo@example.com', 'demo-demo', '/pages/cards')
      await page.getByRole('heading', { name: 'Cards', level: 1 }).waitFor()
      for (const card of CARDS) {
        await page.goto(`/pages/cards/${card}`)
        await page.locator('main .fui-Card').first().waitFor()
        assert(!(await page.getByText(/coming soon/i).count()), `${card} shows coming soon`)
        await screenshot(page, `showcase-cards-${card}`)
      }
      await page.goto('/pages/cards/actions')
      await page.getByRole('button', { name: 'Remove' }).first().waitFor()
      const before = await page.locator('main .fui-Card').count()
      await page.getByRole('button', { name: 'Remove' }).first().click()
      await page
        .waitForFunction((n) => document.querySelectorAll('main .fui-Card').length === n, before - 1)
        .catch(() => undefined)
      assert((await page.locator('main .fui-Card').count()) === before - 1, `a removed card leaves (${before} before)`)
      assert(failures.length === 0, `console errors: ${failures.join(' | ')}`)
    },
  },
]

export default spec
