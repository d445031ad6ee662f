import type { Page, Route } from 'playwright-core'
import { assert, until, type E2eContext, type E2eSpec } from '../context.js'

// The meeting list on a phone must not jump when its data arrives (Lighthouse scored its layout shift 0.39: the landing
// head's spinner gave way to cards and recent activity half a screen tall, pushing the list down). The landing and the
// list answers are held until their loading states show, so the check does not depend on how fast the machine is.
/** Saves the monthly budget on the billing page ('' clears it) and waits for the service's answer. */
async function setBudget(page: Page, amount: string) {
  await page.goto('/billing/billing')
  await page.getByLabel('Budget (EUR)').fill(amount)
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/billing/budget') && r.request().method() === 'PUT'),
    page.getByRole('button', { name: 'Save budget' }).click(),
  ])
  assert(res.status() === 204, `the budget is saved, got ${res.status()}`)
  // The banner asks for the status again after a save; the tab remembers that answer for the next page load.
  const warns = amount !== ''
  await until(
    () =>
      page.evaluate((expected) => {
        const level = (
          JSON.parse(sessionStorage.getItem('debrief-budget-status') ?? 'null') as {
            status?: { level?: string }
          } | null
        )?.status?.level
        return (level === 'near' || level === 'over') === expected
      }, warns),
    `the tab's budget status ${warns ? 'warns' : 'is quiet'}`,
  )
}

/** Loads the meeting list with its landing and list answers held until the loading states show; answers the CLS. */
async function shiftOfOneLoad(page: Page, shot: string): Promise<number> {
  const held: Route[] = []
  const hold = (route: Route) => void held.push(route)
  await page.route('**/api/landing', hold)
  await page.route(/\/api\/meetings\?/, hold)
  await page.goto('/meetings/MeetingList')
  await page.getByRole('progressbar', { name: 'Loading the overview…' }).waitFor()
  await screenshot(page, `${shot}-loading`)
  for (const route of held.splice(0)) await route.continue()
  await page.unroute('**/api/landing')
  await page.unroute(/\/api\/meetings\?/)
  await page.getByTestId('landing-overview').waitFor()
  // A row of the list (not of the recent activity above it) once the list is no longer busy.
  await page.locator('[aria-busy="false"] a[href^="/meetings/"]').first().waitFor()
  // Two frames: a shift is reported after the frame that made it.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  await screenshot(page, `${shot}-loaded`)
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)
}

let screenshot: E2eContext['screenshot']

const spec: E2eSpec = {
  name: 'Meeting list: no layout shift on a phone while the landing head and the rows load, with or without the budget banner',
  async run(ctx) {
    const { page, signIn } = ctx
    screenshot = ctx.screenshot
    await signIn(page, 'admin@example.com', 'demo-admin')
    await page.setViewportSize({ width: 412, height: 823 })
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number }
      w.layoutShift = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) w.layoutShift += entry.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await setBudget(page, '')
    const plain = await shiftOfOneLoad(page, 'product-meetings-layout-shift')
    assert(plain < 0.1, `cumulative layout shift ${plain.toFixed(3)} (must stay below 0.1)`)
    // A spent budget: the banner above the page shows in the first frame of a load (from the tab's last answer),
    // rather than pushing the page down when the budget status arrives.
    try {
      await setBudget(page, '0.01')
      await page.goto('/meetings/MeetingList')
      await page.locator('[data-budget-shell-banner="over"]').waitFor()
      const banner = await shiftOfOneLoad(page, 'product-meetings-layout-shift-banner')
      assert(banner < 0.1, `with the budget banner, cumulative layout shift ${banner.toFixed(3)} (must stay below 0.1)`)
    } finally {
      await setBudget(page, '')
    }
  },
}

export default spec
