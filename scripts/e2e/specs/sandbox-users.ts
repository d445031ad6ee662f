import { assert, type E2eSpec } from '../context.js'
import { expectNoSeriousA11yViolations, signInAdmin } from './sandbox-helpers.js'

const spec: E2eSpec = {
  name: 'users: add a user (field errors first), filter to find them, open their view, export CSV, delete',
  async run(ctx) {
    const { page, screenshot } = ctx
    await signInAdmin(ctx, '/apps/user/list')
    const table = page.getByRole('table', { name: 'Users' })
    await table.getByRole('row').nth(1).waitFor()
    await expectNoSeriousA11yViolations(page, 'user list')
    await screenshot(page, 'sandbox-users')

    await page.getByRole('button', { name: 'Add user' }).click()
    const drawer = page.getByRole('dialog')
    await drawer.getByRole('button', { name: 'Add', exact: true }).click()
    await drawer.getByText('Enter the full name.').waitFor()
    await drawer.getByText('Choose a role.').waitFor()
    await drawer.getByLabel('Full name').fill('Zelda Quartermain')
    await drawer.getByLabel('Username').fill('zelda.q')
    await drawer.getByLabel('E-mail').fill('zelda@example')
    await drawer.getByRole('button', { name: 'Add', exact: true }).click()
    await drawer.getByText('Enter a valid e-mail address.').waitFor()
    await drawer.getByLabel('E-mail').fill('zelda@example.com')
    await drawer.getByRole('combobox', { name: 'Role' }).click()
    await page.getByRole('option', { name: 'Maintainer' }).click()
    await drawer.getByRole('combobox', { name: 'Plan' }).click()
    await page.getByRole('option', { name: 'Enterprise' }).click()
    await expectNoSeriousA11yViolations(page, 'add user drawer')
    await screenshot(page, 'sandbox-users-add')
    await drawer.getByRole('button', { name: 'Add', exact: true }).click()
    await page.getByText('Zelda Quartermain was added.').waitFor()

    await page.reload()
    await page.getByRole('combobox', { name: 'Role' }).click()
    await page.getByRole('option', { name: 'Maintainer' }).click()
    await page.getByRole('searchbox', { name: 'Search users' }).fill('quartermain')
    await table.getByRole('link', { name: 'Zelda Quartermain' }).waitFor()
    assert((await table.getByRole('row').count()) === 2, 'only the new user matches')

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const file = await (await download).path()
    const text = (await import('node:fs')).readFileSync(file, 'utf8')
    assert(
      text.includes('Zelda Quartermain,zelda.q,zelda@example.com,maintainer,enterprise'),
      `the CSV holds the filtered user: ${text.slice(0, 300)}`,
    )

    await table.getByRole('link', { name: 'Zelda Quartermain' }).click()
    await page.getByRole('heading', { name: 'Zelda Quartermain', level: 1 }).waitFor()
    await page.getByRole('tab', { name: 'Billing and plans' }).click()
    await page.getByRole('tabpanel').getByText('Enterprise').waitFor()
    await expectNoSeriousA11yViolations(page, 'user view')
    await screenshot(page, 'sandbox-users-view')
    await page.setViewportSize({ width: 390, height: 844 })
    await screenshot(page, 'sandbox-users-view-phone')
    await page.setViewportSize({ width: 1440, height: 900 })

    await page.goBack()
    await page.getByRole('searchbox', { name: 'Search users' }).fill('quartermain')
    await page.getByRole('button', { name: 'Delete Zelda Quartermain' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Zelda Quartermain was deleted.').waitFor()
    await page.getByText('No users match.').waitFor()
  },
}

export default spec
