import { until, type E2eSpec } from '../context.js'

const spec: E2eSpec = {
  name: 'an admin invites, edits and deletes an account',
  async run({ page, signIn, screenshot }) {
    await signIn(page, 'admin@example.com', 'demo-admin', '/access/accounts')
    const table = page.getByRole('table', { name: 'Accounts' })
    await table.getByText('client@example.com').waitFor()

    await page.getByRole('button', { name: 'Invite' }).click()
    const invite = page.getByRole('dialog')
    await invite.getByLabel('Full name').fill('Ivy Invitee')
    await invite.getByLabel('E-mail').fill('ivy@example.com')
    await screenshot(page, 'accounts-invite')
    await invite.getByRole('button', { name: 'Send invitation' }).click()
    await page.getByText('Invitation sent to ivy@example.com.').waitFor()
    const row = table.getByRole('row').filter({ hasText: 'ivy@example.com' })
    await row.getByText('Invited').waitFor()

    await row.getByRole('button', { name: 'Actions for Ivy Invitee' }).click()
    await page.getByRole('menuitem', { name: 'Edit' }).click()
    const edit = page.getByRole('dialog')
    await edit.getByLabel('Full name').fill('Ivy Renamed')
    await edit.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Changes to Ivy Renamed saved.').waitFor()

    await table
      .getByRole('row')
      .filter({ hasText: 'ivy@example.com' })
      .getByRole('button', { name: 'Actions for Ivy Renamed' })
      .click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Ivy Renamed was deleted.').waitFor()
    // The notice shows before the list has reloaded: the row goes once the reloaded page of accounts is on screen.
    await until(async () => (await table.getByText('ivy@example.com').count()) === 0, 'the deleted account is gone')
  },
}

export default spec
