import { assert, drawCharts, searchReport, settle, until, WAIT_MS, type E2eSpec } from '../context.js'

// Adds up every layout shift of the page from its first frame (what Lighthouse reports as CLS for a load).
// Each with what moved, to name it when the spec fails.
const COUNT_SHIFTS = `window.__shifts = 0
window.__moved = []
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.hadRecentInput) continue
    window.__shifts += entry.value
    for (const source of entry.sources || []) {
      const node = source.node && (source.node.nodeType === 1 ? source.node : source.node.parentElement)
      if (node) window.__moved.push(node.tagName.toLowerCase() + ' "' + (node.textContent || '').trim().slice(0, 40) + '" ' +
        Math.round(source.previousRect.top) + '→' + Math.round(source.currentRect.top))
    }
  }
}).observe({ type: 'layout-shift', buffered: true })`

const spec: E2eSpec = {
  name: 'report page at 412 px: the report is asked for at start-up, nothing moves while it loads, charts below the screen wait for it and print draws them all',
  async run({ page, signIn, screenshot }) {
    await page.setViewportSize({ width: 412, height: 823 })
    await signIn(page, 'admin@example.com', 'demo-admin', '/reports/ReportList')
    const link = await searchReport(page, 'Team-role signals')
    const href = await link.getAttribute('href')
    assert(href && /^\/reports\/[0-9a-f-]{36}$/.test(href), `a team-role report to open, got ${href}`)
    // Shared, so the page shows the notice above the report (on a phone it wraps to two lines).
    const shared = await page.evaluate(async (id) => {
      const token = JSON.parse(localStorage.getItem('debrief-accessToken') ?? 'null')
      const res = await fetch(`/api/reports/${id}/share`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ expiresInDays: 7 }),
      })
      return res.status
    }, href.split('/').pop())
    assert(shared < 300, `the report is shared (answer ${shared})`)

    // The report's screen code is held back until the report itself has been requested: a page that asks for its
    // data only once its code has arrived and rendered (the chain this replaced) never gets there.
    let reportRequests = 0
    let asked: () => void = () => undefined
    const reportAsked = new Promise<void>((resolve) => (asked = resolve))
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api${href}`) {
        reportRequests++
        asked()
      }
    })
    let askedBeforeScreen = false
    await page.route(/\/assets\/report-page-[^/]*\.js$/, async (route) => {
      askedBeforeScreen = await Promise.race([
        reportAsked.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), WAIT_MS / 2)),
      ])
      await route.continue()
    })
    await page.addInitScript(COUNT_SHIFTS)
    await page.goto(href)
    await page.getByRole('heading', { name: 'Summary' }).waitFor()
    assert(askedBeforeScreen, 'the report was requested before the report screen’s code had arrived')
    // The footer shows once the page has loaded: by then everything above it is in place.
    await page.getByTestId('app-footer').waitFor()
    await settle(page)
    assert(reportRequests === 1, `the report is requested once, not ${reportRequests} times`)
    const { shifts, moved } = await page.evaluate(() => {
      const w = window as unknown as { __shifts: number; __moved: string[] }
      return { shifts: w.__shifts, moved: w.__moved }
    })
    assert(
      shifts < 0.01,
      `nothing moves while the report loads (layout shift ${shifts.toFixed(3)}: ${moved.join('; ')})`,
    )
    await screenshot(page, 'report-page-speed-412')

    // The charts are below the first screen on a phone: they wait until they are scrolled to, then draw.
    const waiting = page.locator('[data-chart-pending]')
    assert((await waiting.count()) > 0, 'a chart below the screen waits to be scrolled to')
    const drawnBelow = await page.evaluate(
      () =>
        [...document.querySelectorAll('.recharts-surface')].filter((e) => e.getBoundingClientRect().top >= innerHeight)
          .length,
    )
    assert(drawnBelow === 0, `no chart below the screen is drawn yet (${drawnBelow} are)`)
    await drawCharts(page)
    await page.locator('.recharts-surface').first().waitFor()
    await page.locator('.recharts-pie-label-text').first().waitFor()

    // Printing draws the charts not yet scrolled to before the browser's print starts.
    await page.unroute(/\/assets\/report-page-[^/]*\.js$/)
    await page.reload()
    await page.getByRole('heading', { name: 'Summary' }).waitFor()
    assert((await waiting.count()) > 0, 'after a reload the chart below the screen waits again')
    await page.evaluate(() => {
      const w = window as unknown as { print: () => void; __waitingAtPrint?: number }
      w.print = () => (w.__waitingAtPrint = document.querySelectorAll('[data-chart-pending]').length)
    })
    await page.getByRole('button', { name: 'Print' }).click()
    await until(
      async () =>
        (await page.evaluate(() => (window as unknown as { __waitingAtPrint?: number }).__waitingAtPrint)) === 0,
      'print starts with every chart drawn',
    )
  },
}

export default spec
