import type { E2eSpec } from '../context.js'
import { expectNoSeriousA11yViolations, signInAdmin } from './sandbox-helpers.js'

const spec: E2eSpec = {
  name: 'permissions: add one, a taken name is refused on the field, rename it, find it after a reload, delete it',
  async run(ctx) {
    const { page, screenshot } = ctx
    await signInAdmin(ctx, '/apps/permissions')
    const table = page.getByRole('table', { name: 'Permissions' })
    await table.getByRole('row').nth(1).waitFor()
    await expectNoSeriousA11yViolations(page, 'permissions')
    await screenshot(page, 'sandbox-permissions')

    await page.getByRole('button', { name: 'Add permission' }).click()
    let dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Audit exports e2e')
    await dialog.getByRole('checkbox', { name: 'Manager' }).check()
    await expectNoSeriousA11yViolations(page, 'permission dialog')
    await dialog.getByRole('button', { name: 'Add' }).click()
    await page.getByText('Audit exports e2e was saved.').waitFor()

    await page.getByRole('button', { name: 'Add permission' }).click()
    dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('audit EXPORTS e2e')
    await dialog.getByRole('button', { name: 'Add' }).click()
    await dialog.getByText('A permission with this name already exists').waitFor()
    await dialog.getByRole('button', { name: 'Cancel' }).click()

    await page.getByRole('searchbox', { name: 'Search permissions' }).fill('audit exports')
    await page.getByRole('button', { name: 'Edit Audit exports e2e' }).click()
    await page.getByRole('dialog').getByRole('textbox', { name: /^Name/ }).fill('Audit all exports e2e')
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click()
    await page.reload()
    await page.getByRole('searchbox', { name: 'Search permissions' }).fill('audit all')
    await table.getByText('Audit all exports e2e').waitFor()
    await page.getByRole('button', { name: 'Delete Audit all exports e2e' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByText('No permissions match.').waitFor()
    await page.setViewportSize({ width: 390, height: 844 })
    await screenshot(page, 'sandbox-permissions-phone')
  },
}

export default spec
