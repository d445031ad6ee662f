import { assert, type E2eSpec } from '../context.js'
import { expectNoSeriousA11yViolations } from './sandbox-helpers.js'

// Issue #17: an organization's admin resets its own sandbox copy from account settings, after a confirmation.
// Northwind's admin, so the Acme copy the other sandbox specs work in stays as they left it.
const specs: E2eSpec[] = [
  {
    name: 'sandbox scope: an admin resets the organization’s sample data after confirming',
    async run({ page, signIn, screenshot }) {
      await signIn(page, 'admin@northwind.example.com', 'demo-northwind', '/pages/account-settings/account')
      await page.getByRole('heading', { name: 'Sample applications' }).waitFor()
      await page.getByRole('button', { name: 'Reset sample data' }).click()
      const dialog = page.getByRole('alertdialog')
      await dialog.getByText('This cannot be undone.', { exact: false }).waitFor()
      await expectNoSeriousA11yViolations(page, 'reset sandbox dialog')
      await screenshot(page, 'sandbox-scope-reset-dialog')
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await dialog.waitFor({ state: 'detached' })

      await page.getByRole('button', { name: 'Reset sample data' }).click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Reset', exact: true }).click()
      await page.getByText('The sample data was reset at', { exact: false }).waitFor()
      await screenshot(page, 'sandbox-scope-reset-done')
    },
  },
  {
    name: 'sandbox scope: a client sees no reset action',
    async run({ page, signIn }) {
      await signIn(page, 'client@example.com', 'demo-client', '/pages/account-settings/account')
      await page.locator('input[name="fullName"]').waitFor()
      assert(
        (await page.getByRole('button', { name: 'Reset sample data' }).count()) === 0,
        'no reset button for a client',
      )
    },
  },
]

export default specs
