import { assert, until, type E2eSpec } from '../context.js'
import { expectNoSeriousA11yViolations, signInAdmin } from './sandbox-helpers.js'

const spec: E2eSpec = {
  name: 'invoice: this month is never empty, the status filter and search narrow it, the preview shows the total, delete asks first',
  async run(ctx) {
    const { page, screenshot } = ctx
    await signInAdmin(ctx, '/apps/invoice/list')
    const table = page.getByRole('table', { name: 'Invoices' })
    await table.getByRole('row').nth(1).waitFor()
    await expectNoSeriousA11yViolations(page, 'invoice list')
    await screenshot(page, 'sandbox-invoice')

    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'Paid', exact: true }).click()
    // The filter is applied when the table shows only paid invoices (or none).
    const statusCells = table.locator('tbody tr td:nth-child(6)')
    await until(
      async () => (await statusCells.allInnerTexts()).every((s) => s.trim() === 'Paid'),
      'the list shows paid invoices only',
    )
    const statuses = await statusCells.allInnerTexts()
    assert(
      statuses.length === 0 || statuses.every((s) => s.trim() === 'Paid'),
      `only paid invoices: ${statuses.join(', ')}`,
    )

    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'All statuses' }).click()
    const firstLink = table.getByRole('link').first()
    const label = (await firstLink.innerText()).trim()
    await page.getByRole('searchbox', { name: 'Search invoices' }).fill(label.slice(1))
    await table.getByRole('link', { name: `Invoice ${label.slice(1)}` }).click()
    await page.getByRole('heading', { name: `Invoice ${label}`, level: 1 }).waitFor()
    await page.getByTestId('invoice-total').waitFor()
    await expectNoSeriousA11yViolations(page, 'invoice preview')
    await screenshot(page, 'sandbox-invoice-preview')
    await page.emulateMedia({ media: 'print' })
    await screenshot(page, 'sandbox-invoice-print')
    await page.emulateMedia({ media: 'screen' })

    await page.goBack()
    await page.getByRole('searchbox', { name: 'Search invoices' }).fill(label.slice(1))
    await page.getByRole('button', { name: `Delete invoice ${label.slice(1)}` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByText(`Invoice ${label.slice(1)} was deleted.`).waitFor()
    await page.reload()
    await page.getByRole('searchbox', { name: 'Search invoices' }).fill(label.slice(1))
    await page.getByText('No invoices match.').waitFor()
    await page.setViewportSize({ width: 390, height: 844 })
    await screenshot(page, 'sandbox-invoice-phone')
  },
}

const edit: E2eSpec = {
  name: 'invoice: edit an invoice’s lines, tax and discount and see the new total in the preview after a reload; add a new one',
  async run(ctx) {
    const { page, screenshot } = ctx
    await signInAdmin(ctx, '/apps/invoice/list')
    const table = page.getByRole('table', { name: 'Invoices' })
    const link = table.getByRole('link').first()
    const id = (await link.innerText()).trim().slice(1)
    await table.getByRole('button', { name: `Edit invoice ${id}` }).click()
    await page.getByRole('heading', { name: `Edit invoice #${id}`, level: 1 }).waitFor()
    const lines = page.getByRole('list', { name: 'Lines' })
    await lines.getByRole('textbox', { name: /^Item 1/ }).fill('Consulting')
    await lines.getByRole('spinbutton', { name: 'Cost' }).first().fill('100')
    await lines.getByRole('spinbutton', { name: 'Qty' }).first().fill('3')
    await page.getByRole('button', { name: 'Add line' }).click()
    await page.getByRole('button', { name: 'Save invoice' }).click()
    await page.getByText('Name the item.').waitFor()
    await lines.getByRole('textbox', { name: /^Item 2/ }).fill('Travel')
    await lines.getByRole('spinbutton', { name: 'Cost' }).nth(1).fill('50')
    await page.getByRole('spinbutton', { name: 'Discount' }).fill('50')
    await page.getByRole('spinbutton', { name: 'Tax (%)' }).fill('10')
    await page.getByRole('spinbutton', { name: 'Tax (%)' }).press('Tab')
    await page.getByTestId('edit-total').filter({ hasText: '$330.00' }).waitFor()
    await expectNoSeriousA11yViolations(page, 'invoice edit')
    await screenshot(page, 'sandbox-invoice-edit')
    await page.getByRole('button', { name: 'Save invoice' }).click()
    await page
      .getByRole('heading', { name: `Invoice #${id}`, level: 1, exact: true })
      .waitFor()
      .catch(async (e) => {
        await screenshot(page, 'sandbox-invoice-save-failed')
        throw e
      })
    await page.reload()
    await page.getByTestId('invoice-total').filter({ hasText: '$330.00' }).waitFor()
    await page.getByRole('table', { name: 'Lines' }).getByText('Travel').waitFor()

    await page.goto('/apps/invoice/add')
    await page.getByRole('combobox', { name: 'Client' }).click()
    await page.getByRole('option').first().click()
    await page
      .getByRole('list', { name: 'Lines' })
      .getByRole('textbox', { name: /^Item 1/ })
      .fill('Workshop e2e')
    await page.getByRole('list', { name: 'Lines' }).getByRole('spinbutton', { name: 'Cost' }).fill('200')
    await page.getByRole('list', { name: 'Lines' }).getByRole('spinbutton', { name: 'Cost' }).press('Tab')
    await page.getByRole('button', { name: 'Save invoice' }).click()
    await page.getByTestId('invoice-total').filter({ hasText: '$200.00' }).waitFor()
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/apps/invoice/edit/${id}`)
    await page.getByRole('list', { name: 'Lines' }).waitFor()
    await screenshot(page, 'sandbox-invoice-edit-phone')
  },
}

const readOnly: E2eSpec = {
  name: 'invoice: the shared demo account sees the invoices with a read-only notice and no way to add or delete',
  async run({ page, signIn, screenshot }) {
    await page.setViewportSize({ width: 390, height: 844 })
    await signIn(page, 'demo@example.com', 'demo-demo', '/apps/invoice/list')
    await page.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1).waitFor()
    await page.getByTestId('sandbox-read-only').getByText('Read-only').waitFor()
    assert((await page.getByRole('button', { name: /^Delete invoice/ }).count()) === 0, 'no delete for read-only')
    await screenshot(page, 'sandbox-invoice-read-only-390')
  },
}

export default [spec, edit, readOnly]
