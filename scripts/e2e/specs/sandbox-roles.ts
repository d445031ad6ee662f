import { assert, type E2eSpec } from '../context.js'
import { expectNoSeriousA11yViolations, signInAdmin } from './sandbox-helpers.js'

const spec: E2eSpec = {
  name: 'roles: add a role with permissions and find it, with its rights, after a reload; a taken name is refused on the field; a user moves into it; deleting it is refused while held, then allowed',
  async run(ctx) {
    const { page, screenshot } = ctx
    await signInAdmin(ctx, '/apps/roles')
    const cards = page.getByRole('list', { name: 'Roles' })
    await cards.getByRole('listitem', { name: 'Administrator' }).waitFor()
    await page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1).waitFor()
    await expectNoSeriousA11yViolations(page, 'roles')
    await screenshot(page, 'sandbox-roles')

    const name = `Auditor ${Date.now() % 100000}`
    await page.getByRole('button', { name: 'Add role' }).click()
    let dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: /^Role name/ }).fill(name)
    await dialog.getByRole('checkbox', { name: 'Read: Reporting' }).check()
    await dialog.getByRole('checkbox', { name: 'Write: Reporting' }).check()
    await dialog.getByRole('checkbox', { name: 'Read: Payroll' }).check()
    await expectNoSeriousA11yViolations(page, 'role dialog')
    await screenshot(page, 'sandbox-role-dialog')
    await dialog.getByRole('button', { name: 'Add role' }).click()
    await page.getByText(`Role ${name} was added.`).waitFor()

    await page.getByRole('button', { name: 'Add role' }).click()
    dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: /^Role name/ }).fill('administrator')
    await dialog.getByRole('button', { name: 'Add role' }).click()
    await dialog.getByText('A role with this name already exists').waitFor()
    await dialog.getByRole('button', { name: 'Cancel' }).click()

    await page.reload()
    const card = cards.getByRole('listitem', { name })
    await card.getByText('Rights granted: 3').waitFor()
    await page.getByRole('button', { name: `Edit role ${name}` }).click()
    dialog = page.getByRole('dialog')
    assert(await dialog.getByRole('checkbox', { name: 'Write: Reporting' }).isChecked(), 'write on reporting kept')
    assert(
      !(await dialog.getByRole('checkbox', { name: 'Create: Reporting' }).isChecked()),
      'create on reporting not granted',
    )
    await dialog.getByRole('button', { name: 'Cancel' }).click()

    // Assign a user to the new role, then delete it: refused while held, allowed once the user moved back.
    const changeRole = async (to: string) => {
      await page.goto('/apps/user/view/3')
      await page.getByRole('combobox', { name: 'Role' }).click()
      await page.getByRole('option', { name: to, exact: true }).click()
      await page.getByRole('button', { name: 'Change role' }).click()
      await page.getByRole('button', { name: 'Change role' }).and(page.locator('[disabled]')).waitFor()
    }
    await changeRole(name)
    await page.setViewportSize({ width: 390, height: 844 })
    await screenshot(page, 'sandbox-user-role-change-phone')
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/apps/roles')
    await cards.getByRole('listitem', { name }).getByText('Users: 1').waitFor()
    await page.getByRole('button', { name: `Delete the role ${name}` }).click()
    let confirm = page.getByRole('alertdialog')
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await confirm.getByText('1 user still holds this role: give them another role first.').waitFor()
    await screenshot(page, 'sandbox-role-delete-refused')
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await changeRole('Editor')
    await page.goto('/apps/roles')
    await cards.getByRole('listitem', { name }).getByText('Users: 0').waitFor()
    await page.getByRole('button', { name: `Delete the role ${name}` }).click()
    confirm = page.getByRole('alertdialog')
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await page.getByText(`The role ${name} was deleted.`).waitFor()
    await cards.getByRole('listitem', { name }).waitFor({ state: 'detached' })
    await screenshot(page, 'sandbox-roles')
    await page.setViewportSize({ width: 390, height: 844 })
    await screenshot(page, 'sandbox-roles-phone')
  },
}

export default spec
