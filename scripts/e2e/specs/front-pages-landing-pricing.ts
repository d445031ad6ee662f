import type { E2eSpec } from '../context.js'

// The front pages are public, in the blank layout.
const spec: E2eSpec = {
  name: 'the landing page leads to pricing and registration while signed out',
  async run({ page, expectUrl, screenshot }) {
    await page.goto('/front-pages/landing-page')
    await page.getByRole('heading', { name: 'Meetings and interviews, turned into reports' }).waitFor()
    await page.getByRole('link', { name: 'See pricing' }).click()
    await expectUrl(page, '/front-pages/pricing')
    await page.getByRole('heading', { name: 'Enterprise' }).waitFor()
    await screenshot(page, 'front-pricing')
    // The plan and the billing cycle chosen on the pricing cards travel to registration.
    await page.getByRole('switch', { name: 'Billing cycle' }).click()
    await page.getByRole('link', { name: 'Get started' }).nth(1).click()
    await expectUrl(page, '/register?plan=team&cycle=yearly')
  },
}

export default spec
