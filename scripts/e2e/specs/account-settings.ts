import { assert, type E2eSpec } from '../context.js'

// /pages/account-settings goes to the account tab; each tab loads; notification preferences persist.
const spec: E2eSpec = {
  name: 'account settings: the tabs load and notification preferences persist',
  async run({ page, signIn, expectUrl, screenshot }) {
    await page.goto('/login')
    await signIn(page, 'client@example.com', 'demo-client', '/pages/account-settings')
    await expectUrl(page, '/pages/account-settings/account')
    await page.locator('input[name="fullName"]').waitFor()
    assert((await page.locator('input[name="fullName"]').inputValue()).length > 0, 'the profile is loaded')
    await screenshot(page, 'account-settings-account')

    await page.getByRole('tab', { name: 'Security' }).click()
    await expectUrl(page, '/pages/account-settings/security')
    await page.getByRole('table', { name: 'Active sessions' }).waitFor()
    await screenshot(page, 'account-settings-security')

    await page.getByRole('tab', { name: 'Billing and plans' }).click()
    await page.getByRole('heading', { name: 'Current plan' }).waitFor()

    await page.getByRole('tab', { name: 'Notifications' }).click()
    const box = page.getByRole('checkbox', { name: 'Weekly digest: App' })
    const before = await box.isChecked()
    await box.click()
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Your preferences were saved.').waitFor()
    await page.reload()
    await page.getByRole('checkbox', { name: 'Weekly digest: App' }).waitFor()
    assert(
      (await page.getByRole('checkbox', { name: 'Weekly digest: App' }).isChecked()) === !before,
      'the choice persisted',
    )
    await page.getByRole('checkbox', { name: 'Weekly digest: App' }).click()
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Your preferences were saved.').waitFor()

    await page.getByRole('tab', { name: 'Connections' }).click()
    await page.getByRole('heading', { name: 'Connected services' }).waitFor()
  },
}

export default spec
