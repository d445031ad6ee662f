import { assert, type E2eSpec } from '../context.js'
import { timeStep, totp } from '../totp.js'

// Two-step sign-in end to end: enable it in account settings with a code computed here (RFC 6238), sign in
// again with the next code, then disable it so the account is as before. The service accepts each time step
// once, so the sign-in waits for the step after the one used to enable.
const EMAIL = 'admin@northwind.example.com'
const PASSWORD = 'demo-northwind'

const spec: E2eSpec = {
  name: 'two-step sign-in: enable with a QR secret and a TOTP code, sign in with the code, disable',
  async run({ page, signIn, expectUrl, screenshot }) {
    await page.goto('/login')
    await signIn(page, EMAIL, PASSWORD, '/pages/account-settings/security')
    await page.getByRole('button', { name: 'Enable two-step sign-in' }).click()
    const secret = (await page.getByTestId('two-step-secret').textContent())?.trim() ?? ''
    assert(secret.length >= 16, `a base32 secret is shown (${secret})`)
    assert(
      (await page.locator('svg[aria-label="QR code for the authenticator app"]').count()) === 1,
      'a QR code is drawn',
    )
    await screenshot(page, 'account-two-step-setup')
    const enabledAt = timeStep()
    await page.locator('input[name="code"]').fill(totp(secret))
    await page.getByRole('button', { name: 'Confirm and enable' }).click()
    await page.getByTestId('recovery-codes').waitFor()
    assert((await page.getByTestId('recovery-codes').locator('span').count()) >= 5, 'recovery codes are listed')
    await page.getByRole('button', { name: 'I have saved them' }).click()
    assert((await page.getByTestId('two-step-state').textContent()) === 'On', 'the card says On')

    // Sign out, then in again: password, then the next code.
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await expectUrl(page, '/login')
    await page.locator('input[name="email"]').fill(EMAIL)
    await page.locator('input[name="password"]').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.locator('input[name="code"]').waitFor()
    while (timeStep() <= enabledAt) await page.waitForTimeout(500)
    await page.locator('input[name="code"]').fill(totp(secret))
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
    await page.waitForURL((url) => url.pathname !== '/login')

    // Back to how it was.
    await page.goto('/pages/account-settings/security')
    await page.locator('input[name="disablePassword"]').fill(PASSWORD)
    await page.getByRole('button', { name: 'Disable', exact: true }).click()
    await page.getByRole('button', { name: 'Enable two-step sign-in' }).waitFor()
  },
}

export default spec
