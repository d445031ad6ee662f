import type { Page } from 'playwright-core'
import { assert, type E2eSpec, chooseLanguage, drawCharts, searchReport } from '../context.js'

/** Every label of every pie (the talk-time donut) lies inside its chart's drawing: none is clipped. */
async function assertPieLabelsInside(page: Page, where: string) {
  await drawCharts(page)
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

const spec: E2eSpec = {
  name: 'report charts: the donut keeps its labels (signed in, shared, Arabic, 390 px); mostly-zero team roles as bars',
  async run({ page, context, signIn, screenshot }) {
    await signIn(page, 'admin@example.com', 'demo-admin', '/reports/ReportList')
    await (await searchReport(page, 'Team-role signals')).click()
    await page.waitForURL(/\/reports\/[0-9a-f-]{36}$/)
    await assertPieLabelsInside(page, 'signed in')
    const radar = await page.locator('.recharts-polar-grid').count()
    const bars = await page.locator('.recharts-bar-rectangle').count()
    assert(radar + bars > 0, 'the team roles are drawn, as a radar or as bars')
    await screenshot(page, 'report-charts-belbin')

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
      await screenshot(shared, 'report-charts-public')
      await shared.setViewportSize({ width: 390, height: 844 })
      await assertPieLabelsInside(shared, 'shared at 390 px')
      await screenshot(shared, 'report-charts-public-390')
    } finally {
      await anonymous.close()
    }

    await page.reload()
    await chooseLanguage(page, 'العربية')
    await assertPieLabelsInside(page, 'Arabic')
    await screenshot(page, 'report-charts-belbin-ar')
  },
}

export default spec
