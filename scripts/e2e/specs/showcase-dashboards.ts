import { assert, type E2eSpec } from '../context.js'

const DASHBOARDS = ['analytics', 'crm', 'ecommerce', 'academy', 'logistics']

const spec: E2eSpec[] = [
  {
    name: 'every sandbox dashboard opens for the demo account in one request, with charts and no error',
    async run({ page, signIn, screenshot }) {
      const failures: string[] = []
      page.on('console', (m) => m.type() === 'error' && failures.push(m.text()))
      page.on(
        'response',
        (r) => r.url().includes('/api/') && r.status() >= 400 && failures.push(`${r.status()} ${r.url()}`),
      )
      await signIn(page, 'demo@example.com', 'demo-demo')
      for (const name of DASHBOARDS) {
        const calls: string[] = []
        const track = (r: { url(): string }) => r.url().includes('/api/dashboards/') && calls.push(r.url())
        page.on('request', track)
        await page.goto(`/dashboards/${name}`)
        await page.locator('figure[role="img"] svg').first().waitFor()
        assert(!(await page.getByText(/coming soon/i).count()), `${name} shows coming soon`)
        assert((await page.locator('main table, main figure').count()) >= 2, `${name} has widgets`)
        page.off('request', track)
        assert(
          calls.length === 1 && calls[0].endsWith(`/api/dashboards/${name}`),
          `${name} opens with one dashboard request (${calls.join(', ')})`,
        )
        await screenshot(page, `showcase-dashboard-${name}`)
      }
      assert(failures.length === 0, `console errors or failed requests: ${failures.join(' | ')}`)
    },
  },
  {
    name: 'a dashboard at phone width in Arabic stays inside the screen',
    async run({ page, signIn, screenshot }) {
      await page.setViewportSize({ width: 390, height: 844 })
      await signIn(page, 'demo@example.com', 'demo-demo')
      await page.evaluate(() => localStorage.setItem('debrief-language', '"ar"'))
      await page.goto('/dashboards/ecommerce')
      await page.locator('figure[role="img"] svg').first().waitFor()
      await screenshot(page, 'showcase-dashboard-ecommerce-ar-390')
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      const culprits = await page.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((e) => {
            const r = e.getBoundingClientRect()
            return r.left < -1 || r.right > window.innerWidth + 1
          })
          .slice(0, 5)
          .map((e) => `${e.tagName}.${e.className}`.slice(0, 80)),
      )
      assert(overflow <= 0, `the page is ${overflow}px wider than the screen: ${culprits.join(' | ')}`)
      assert((await page.evaluate(() => document.documentElement.dir)) === 'rtl', 'Arabic is right to left')
    },
  },
]

export default spec
