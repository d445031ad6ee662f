import type { E2eSpec } from '../context.js'

// /pages/user-profile goes to the profile tab; every tab loads its data.
const spec: E2eSpec = {
  name: 'user profile: the redirect to the profile tab and each tab loads',
  async run({ page, signIn, expectUrl, screenshot }) {
    await page.goto('/login')
    await signIn(page, 'superadmin@example.com', 'demo-superadmin')
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: 'User profile' }).click()
    await expectUrl(page, '/pages/user-profile/profile')
    await page.getByText('About').first().waitFor()
    await screenshot(page, 'user-profile')
    for (const [tab, path] of [
      ['Teams', 'teams'],
      ['Projects', 'projects'],
      ['Connections', 'connections'],
    ]) {
      await page.getByRole('tab', { name: tab }).click()
      await expectUrl(page, `/pages/user-profile/${path}`)
      await page.locator('.fui-Card').nth(1).waitFor()
    }
    await page.goto('/pages/user-profile')
    await expectUrl(page, '/pages/user-profile/profile')
  },
}

export default spec
