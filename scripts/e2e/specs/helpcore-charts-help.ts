import type { Page } from 'playwright-core'
import { assert, type E2eSpec } from '../context.js'

/** Every label of every pie (the talk-time donut) lies inside its chart's drawing: none is clipped. */
async function assertPieLabelsInside(page: Page, where: string) {
  await page.locator('.recharts-pie-label-text').first().waitFor()
  const outside = await page.evaluate(() =>
    Array.from(document.querySelectorAll('.recharts-pie-label-text')).flatMap((label) => {
      const svg = label.closest('svg')
      if (!svg) return []
      const l = label.getBoundingClientRect()
      const s = svg.getBoundingClientRect()
      const inside =
        l.top >= s.top - 0.5 && l.bottom <= s.bottom + 0.5 && l.left >= s.left - 0.5 && l.right <= s.right + 0.5
      return inside ? [] : [`${label.textContent} at ${Math.round(l.top - s.top)} px from the top`]
    }),
  )
  assert(outside.length === 0, `${where}: donut labels clipped: ${outside.join(', ')}`)
}

const spec: E2eSpec[] = [
  {
    name: 'report charts: the donut keeps its labels (signed in, shared, Arabic, 390 px); mostly-zero team roles as bars',
    async run({ page, context, signIn, screenshot }) {
      await signIn(page, 'admin@example.com', 'demo-admin')
      await page.goto('/reports/ReportList')
      await page
        .locator('a[href^="/reports/"]')
        .filter({ hasText: /Team-role signals/ })
        .first()
        .click()
      await page.waitForURL(/\/reports\/[0-9a-f-]{36}$/)
      await assertPieLabelsInside(page, 'signed in')
      const radar = await page.locator('.recharts-polar-grid').count()
      const bars = await page.locator('.recharts-bar-rectangle').count()
      assert(radar + bars > 0, 'the team roles are drawn, as a radar or as bars')
      await screenshot(page, 'helpcore-report-belbin')

      await page.getByRole('button', { name: 'Share' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: 'Create link' }).click()
      const url = await dialog.getByLabel('Public link').inputValue()
      const browser = context.browser()
      assert(browser, 'the context has a browser')
      const anonymous = await browser.newContext({ viewport: { width: 1280, height: 900 } })
      try {
        const shared = await anonymous.newPage()
        await shared.goto(new URL(new URL(url).pathname, page.url()).href)
        await shared.getByText('Shared report · read-only').waitFor()
        await assertPieLabelsInside(shared, 'shared')
        await screenshot(shared, 'helpcore-report-public')
        await shared.setViewportSize({ width: 390, height: 844 })
        await assertPieLabelsInside(shared, 'shared at 390 px')
        await screenshot(shared, 'helpcore-report-public-390')
      } finally {
        await anonymous.close()
      }

      await page.reload()
      await page.getByTestId('language-switch').click()
      await page.getByRole('menuitemradio', { name: 'العربية' }).click()
      await page.waitForFunction(() => document.documentElement.dir === 'rtl')
      await assertPieLabelsInside(page, 'Arabic')
      await screenshot(page, 'helpcore-report-belbin-ar')
    },
  },
  {
    name: 'help center: each article opens with its own body',
    async run({ page, screenshot }) {
      await page.goto('/front-pages/help-center')
      await page.getByRole('link', { name: 'Upload a transcript: WebVTT, SRT, JSON or plain text' }).first().click()
      await page
        .getByRole('heading', { level: 1, name: 'Upload a transcript: WebVTT, SRT, JSON or plain text' })
        .waitFor()
      await page.getByText(/one file of up to 20 MB/).waitFor()
      await screenshot(page, 'helpcore-help-article')
      await page.getByRole('link', { name: 'Replace a transcript' }).first().click()
      await page.getByRole('heading', { level: 1, name: 'Replace a transcript' }).waitFor()
      await page.getByText(/replaces the earlier one completely/).waitFor()
      assert((await page.getByText(/one file of up to 20 MB/).count()) === 0, 'another article has another body')
      await page.setViewportSize({ width: 390, height: 844 })
      const wide = () => page.evaluate(() => document.documentElement.scrollWidth)
      await page.waitForFunction(() => document.documentElement.scrollWidth <= 390).catch(() => undefined)
      assert((await wide()) <= 390, `the article fits 390 px (${await wide()} px wide)`)
      await screenshot(page, 'helpcore-help-article-390')
      await page.goto('/front-pages/help-center')
      await page.getByRole('link', { name: 'Replace a transcript' }).first().waitFor()
      assert((await wide()) <= 390, `the help center fits 390 px (${await wide()} px wide)`)
      await screenshot(page, 'helpcore-help-center-390')
      const body = (await page.locator('body').innerText()).toLowerCase()
      assert(!/\b(lorem|ipsum|dolor)\b/.test(body), 'no Latin filler')
    },
  },
  {
    name: 'menu: the sandbox group names every entry once (Academy dashboard beside Academy)',
    async run({ page, signIn, screenshot }) {
      await signIn(page, 'demo@example.com', 'demo-demo')
      const nav = page.getByTestId('side-nav-inline')
      await nav.getByText('Sandbox', { exact: true }).click()
      await nav.getByRole('link', { name: 'Academy dashboard', exact: true }).waitFor()
      await nav.getByRole('link', { name: 'Academy', exact: true }).waitFor()
      const labels = (await nav.getByRole('link').allInnerTexts()).map((l) => l.trim())
      const repeated = labels.filter((label, i) => labels.indexOf(label) !== i)
      assert(repeated.length === 0, `no menu label twice: ${repeated.join(', ')}`)
      await screenshot(page, 'helpcore-menu-sandbox')
    },
  },
]

export default spec
