import { assert, type E2eSpec } from '../context.js'

// Semi-dark: in the light theme the vertical navigation alone is dark; a collapsed navigation is a rail.
const spec: E2eSpec = {
  name: 'semi-dark navigation and the collapsed rail',
  async run({ page, signIn, screenshot }) {
    await page.goto('/login')
    await page.evaluate(() => localStorage.setItem('debrief-semiDarkNav', 'true'))
    await signIn(page, 'omc@example.com', 'demo-omc')
    const nav = page.getByTestId('side-nav-inline')
    await nav.waitFor()
    const navBg = await nav.evaluate((el) => getComputedStyle(el).backgroundColor)
    const mainBg = await page.locator('main').evaluate((el) => getComputedStyle(el.parentElement!).backgroundColor)
    assert(navBg !== mainBg, `the navigation has its own (dark) background: ${navBg} vs ${mainBg}`)
    await screenshot(page, 'shell-semi-dark')
    await page.getByRole('button', { name: 'Collapse navigation' }).click()
    await page.getByTestId('side-nav-rail').waitFor()
    await page.reload()
    await page.getByTestId('side-nav-rail').waitFor()
    await page.getByRole('button', { name: 'Expand navigation' }).click()
    await nav.waitFor()
  },
}

export default spec
