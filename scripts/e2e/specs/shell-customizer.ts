import { assert, type E2eSpec } from '../context.js'

const pick = (group: string, value: string) => `[data-testid="${group}"] [data-value="${value}"]`

// The first e2e: customizer choices survive a reload, applied before the first paint.
const spec: E2eSpec = {
  name: 'customizer choices (dark, horizontal, bordered, colour) survive a reload',
  async run({ page, signIn, expectUrl, screenshot }) {
    await page.goto('/login')
    await signIn(page, 'admin@example.com', 'demo-admin')
    await expectUrl(page, '/meetings/MeetingList')
    await page.getByTestId('customizer-open').click()
    await page.getByTestId('customizer').waitFor()
    await screenshot(page, 'shell-customizer')
    await page.locator(pick('choice-theme', 'dark')).click()
    await page.locator(pick('choice-skin', 'bordered')).click()
    await page.locator(pick('choice-nav', 'horizontal')).click()
    await page.locator(pick('choice-content', 'fluid')).click()
    await page.locator('[data-color="#16B1FF"]').click()
    await page.keyboard.press('Escape')
    await page.getByTestId('horizontal-nav').waitFor()
    assert((await page.getAttribute('html', 'data-scheme')) === 'dark', 'the dark theme applies at once')
    await screenshot(page, 'shell-dark-horizontal')

    await page.reload()
    // Before the bundle renders, the pre-paint script has already set the scheme.
    assert((await page.getAttribute('html', 'data-scheme')) === 'dark', 'the theme survives the reload')
    await page.getByTestId('horizontal-nav').waitFor()
    assert((await page.getByTestId('side-nav-inline').count()) === 0, 'the vertical navigation is gone')

    // Reset gives the defaults back.
    await page.getByTestId('customizer-open').click()
    await page.getByTestId('customizer-reset').click()
    await page.keyboard.press('Escape')
    await page.getByTestId('side-nav-inline').waitFor()
    assert((await page.getAttribute('html', 'data-scheme')) === 'light', 'reset follows the (light) device again')
  },
}

export default spec
