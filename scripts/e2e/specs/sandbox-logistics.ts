import { assert, type E2eSpec } from '../context.js'
import { expectNoSeriousA11yViolations, signInAdmin } from './sandbox-helpers.js'

const spec: E2eSpec = {
  name: 'logistics: open a vehicle’s route from the dashboard table, then choose another on the fleet screen',
  async run(ctx) {
    const { page, screenshot } = ctx
    await signInAdmin(ctx, '/apps/logistics/dashboard')
    const table = page.getByRole('table', { name: 'Vehicles', exact: true })
    await table.getByRole('row').nth(1).waitFor()
    await expectNoSeriousA11yViolations(page, 'logistics dashboard')
    await screenshot(page, 'sandbox-logistics-dashboard')
    // The sorted rows, not the previous page's, before reading the first row's button (a click re-reads the locator).
    const sorted = page.waitForResponse(
      (r) => r.url().includes('/logistics/vehicles?') && r.url().includes('sortBy=progress'),
    )
    await table.getByRole('columnheader', { name: 'Progress' }).click()
    await page.waitForFunction(() => location.search.includes('sortBy=progress'))
    await sorted
    await page.locator('[aria-busy="false"]', { has: table }).waitFor()

    const button = table.getByRole('button', { name: /^Route of VOL-/ }).first()
    const label = (await button.innerText()).trim()
    await button.click()
    await page.waitForURL(/\/apps\/logistics\/fleet\?vehicle=\d+/)
    await page.getByRole('heading', { name: label }).waitFor()
    const route = page.getByTestId('route-view')
    await route.waitFor()
    assert(
      /^Route from .+ to .+, \d+% travelled$/.test((await route.getAttribute('aria-label')) ?? ''),
      'the route view names its cities and progress',
    )

    const second = page.getByRole('list', { name: 'Vehicles' }).getByRole('button').nth(1)
    await second.click()
    assert((await second.getAttribute('aria-pressed')) === 'true', 'the chosen vehicle is marked')
    await page.reload()
    await page.getByTestId('route-view').waitFor()
    assert(
      (await page.getByRole('list', { name: 'Vehicles' }).getByRole('button').nth(1).getAttribute('aria-pressed')) ===
        'true',
      'kept after a reload',
    )
    await expectNoSeriousA11yViolations(page, 'fleet')
    await screenshot(page, 'sandbox-fleet')
  },
}

export default spec
