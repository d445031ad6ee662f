import { assert, type E2eSpec } from '../context.js'

const spec: E2eSpec = {
  name: 'wrong credentials show the service error under the e-mail field',
  async run({ page, screenshot }) {
    await page.goto('/login')
    await page.getByRole('heading', { name: 'Welcome to Debrief' }).waitFor()
    await screenshot(page, 'login')
    await page.locator('input[name="email"]').fill('admin@example.com')
    await page.locator('input[name="password"]').fill('wrong-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByText('Invalid email or password').waitFor()
    assert(new URL(page.url()).pathname === '/login', 'stays on /login')
    await screenshot(page, 'login-error')
  },
}

export default spec
