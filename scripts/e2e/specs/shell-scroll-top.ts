import { assert, type E2eSpec } from '../context.js'

// The scroll-to-top button appears after 200 px of scroll and brings the page back to the top.
const spec: E2eSpec = {
  name: 'scroll-to-top appears after scrolling and returns to the top',
  async run({ page, signIn, expectUrl }) {
    await page.setViewportSize({ width: 1440, height: 500 })
    await page.goto('/login')
    await signIn(page, 'superadmin@example.com', 'demo-superadmin')
    await expectUrl(page, '/meetings/MeetingList')
    await page.locator('table').first().waitFor()
    assert((await page.getByTestId('scroll-to-top').count()) === 0, 'hidden at the top')
    await page.mouse.wheel(0, 600)
    await page.getByTestId('scroll-to-top').waitFor()
    assert((await page.evaluate(() => window.scrollY)) > 200, 'the page scrolled')
    await page.getByTestId('scroll-to-top').click()
    await page.waitForFunction(() => window.scrollY === 0)
    await page.getByTestId('scroll-to-top').waitFor({ state: 'detached' })
    // Hidden when printing.
    await page.mouse.wheel(0, 600)
    await page.getByTestId('scroll-to-top').waitFor()
    await page.emulateMedia({ media: 'print' })
    assert(!(await page.getByTestId('scroll-to-top').isVisible()), 'not printed')
  },
}

export default spec
