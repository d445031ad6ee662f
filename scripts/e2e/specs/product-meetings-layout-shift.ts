import type { Route } from 'playwright-core'
import { assert, type E2eSpec } from '../context.js'

// The meeting list on a phone must not jump when its data arrives (Lighthouse scored its layout shift 0.39: the landing
// head's spinner gave way to cards and recent activity half a screen tall, pushing the list down). The landing and the
// list answers are held until their loading states show, so the check does not depend on how fast the machine is.
const spec: E2eSpec = {
  name: 'Meeting list: no layout shift on a phone while the landing head and the rows load',
  async run({ page, signIn, screenshot }) {
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
    const held: Route[] = []
    const hold = (route: Route) => void held.push(route)
    await page.route('**/api/landing', hold)
    await page.route(/\/api\/meetings\?/, hold)
    await page.goto('/meetings/MeetingList')
    await page.getByRole('progressbar', { name: 'Loading the overview…' }).waitFor()
    await screenshot(page, 'product-meetings-layout-shift-loading')
    for (const route of held.splice(0)) await route.continue()
    await page.unroute('**/api/landing')
    await page.unroute(/\/api\/meetings\?/)
    await page.getByTestId('landing-overview').waitFor()
    // A row of the list (not of the recent activity above it) once the list is no longer busy.
    await page.locator('[aria-busy="false"] a[href^="/meetings/"]').first().waitFor()
    // Two frames: a shift is reported after the frame that made it.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    await screenshot(page, 'product-meetings-layout-shift-loaded')
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)
    assert(shift < 0.1, `cumulative layout shift ${shift.toFixed(3)} (must stay below 0.1)`)
  },
}

export default spec
