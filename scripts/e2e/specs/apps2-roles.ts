import { assert, type E2eSpec } from '../context.js'
import { expectNoSeriousA11yViolations, signInAdmin } from './sandbox-helpers.js'

const spec: E2eSpec = {
  name: 'roles: add a role with permissions and find it, with its rights, after a reload; a taken name is refused on the field',
  async run(ctx) {
    const { page, screenshot } = ctx
    await signInAdmin(ctx)
    await page.goto('/apps/roles')
    const cards = page.getByRole('list', { name: 'Roles' })
    await cards.getByRole('listitem', { name: 'Administrator' }).waitFor()
    await page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1).waitFor()
    await expectNoSeriousA11yViolations(page, 'roles')
    await screenshot(page, 'apps2-roles')

    const name = `Auditor ${Date.now() % 100000}`
    await page.getByRole('button', { name: 'Add role' }).click()
    let dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: /^Role name/ }).fill(name)
    await dialog.getByRole('checkbox', { name: 'Read: Reporting' }).check()
    await dialog.getByRole('checkbox', { name: 'Write: Reporting' }).check()
    await dialog.getByRole('checkbox', { name: 'Read: Payroll' }).check()
    await expectNoSeriousA11yViolations(page, 'role dialog')
    await screenshot(page, 'apps2-role-dialog')
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
  },
}

export default spec
