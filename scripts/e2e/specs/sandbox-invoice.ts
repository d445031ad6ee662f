import { assert, type E2eSpec } from '../context.js'
import { expectNoSeriousA11yViolations, signInAdmin } from './sandbox-helpers.js'

const spec: E2eSpec = {
  name: 'invoice: this month is never empty, the status filter and search narrow it, the preview shows the total, delete asks first',
  async run(ctx) {
    const { page, screenshot } = ctx
    await signInAdmin(ctx)
    await page.goto('/apps/invoice/list')
    const table = page.getByRole('table', { name: 'Invoices' })
    await table.getByRole('row').nth(1).waitFor()
    await expectNoSeriousA11yViolations(page, 'invoice list')
    await screenshot(page, 'sandbox-invoice')

    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'Paid', exact: true }).click()
    await page.waitForTimeout(800)
    const statuses = await table.locator('tbody tr td:nth-child(6)').allInnerTexts()
    assert(statuses.length === 0 || statuses.every((s) => s.trim() === 'Paid'), `only paid invoices: ${statuses.join(', ')}`)

    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'All statuses' }).click()
    const firstLink = table.getByRole('link').first()
    const label = (await firstLink.innerText()).trim()
    await page.getByRole('searchbox', { name: 'Search invoices' }).fill(label.slice(1))
    await page.waitForTimeout(800)
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

export default spec
