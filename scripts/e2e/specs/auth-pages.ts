import { assert, type E2eSpec } from '../context.js'

const specs: E2eSpec[] = [
  {
    name: 'register creates an account in a new organization and signs it in',
    async run({ page, expectUrl, screenshot }) {
      // The password rule answers late (a busy CI machine did): the form must wait for it, not show the service's
      // untranslated message instead.
      await page.route('**/api/auth/password-policy', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2_000))
        await route.continue()
      })
      await page.goto('/register')
      const email = `e2e-${Date.now()}@example.com`
      await page.locator('input[name="fullName"]').fill('Erin Example')
      await page.locator('input[name="email"]').fill(email)
      await page.locator('input[name="password"]').fill('short')
      await page.getByRole('button', { name: 'Create account' }).click()
      await page.getByText('Use at least 10 characters.').waitFor()
      await page.locator('input[name="password"]').fill('long-enough-password')
      await page.locator('input[name="organizationName"]').fill('Example Org')
      await screenshot(page, 'auth-register')
      await page.getByRole('button', { name: 'Create account' }).click()
      await page.waitForURL((url) => url.pathname !== '/register')
      await page.getByRole('button', { name: 'Account menu' }).waitFor()
      await expectUrl(page, '/meetings/MeetingList')
    },
  },
  {
    name: 'forgot password answers the same for any address; reset without a token explains itself',
    async run({ page }) {
      await page.goto('/forgot-password')
      await page.locator('input[name="email"]').fill('nobody@example.com')
      await page.getByRole('button', { name: 'Send reset link' }).click()
      await page.getByText('If nobody@example.com has an account, a reset link is on its way.').waitFor()
      await page.goto('/reset-password')
      await page.getByText('This link is incomplete.', { exact: false }).waitFor()
      await page.goto('/reset-password?token=not-a-real-token-but-long-enough-1234')
      await page.locator('input[name="password"]').fill('another-password')
      await page.locator('input[name="confirm"]').fill('another-password')
      await page.getByRole('button', { name: 'Set new password' }).click()
      await page.getByRole('alert').waitFor()
    },
  },
  {
    name: 'the login-v1 demo signs in against the same endpoint',
    async run({ page, screenshot }) {
      await page.goto('/pages/authentication/login-v1')
      await page.locator('input[name="email"]').fill('client@example.com')
      await page.locator('input[name="password"]').fill('demo-client')
      await screenshot(page, 'auth-login-v1')
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.getByRole('button', { name: 'Account menu' }).waitFor()
      assert(!page.url().includes('/pages/authentication'), 'left the demo page after signing in')
    },
  },
]

export default specs
