import { assert, type E2eSpec } from '../context.js'

// Below 1280 px the navigation is forced vertical, in an overlay drawer; the horizontal choice returns when wide.
const spec: E2eSpec = {
  name: 'at 390 px the navigation is an overlay; the horizontal choice returns when the screen widens',
  async run({ page, signIn, expectUrl, screenshot }) {
    await page.goto('/login')
    await page.evaluate(() => localStorage.setItem('debrief-navType', '"horizontal"'))
    await signIn(page, 'superadmin@example.com', 'demo-superadmin')
    await expectUrl(page, '/meetings/MeetingList')
    await page.getByTestId('horizontal-nav').waitFor()

    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('button', { name: 'Open navigation' }).waitFor()
    assert((await page.getByTestId('horizontal-nav').count()) === 0, 'no horizontal menu on a narrow screen')
    await page.getByRole('button', { name: 'Open navigation' }).click()
    const overlay = page.getByTestId('side-nav-overlay')
    await overlay.waitFor()
    await screenshot(page, 'shell-narrow-overlay')
    await overlay.getByRole('link', { name: 'Reports' }).click()
    await expectUrl(page, '/reports/ReportList')
    await overlay.waitFor({ state: 'hidden' })

    await page.setViewportSize({ width: 1440, height: 900 })
    await page.getByTestId('horizontal-nav').waitFor()
  },
}

export default spec
