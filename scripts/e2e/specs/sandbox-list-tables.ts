import { assert, type E2eSpec, settle, chooseLanguage, openInApp } from '../context.js'
import { expectNoSeriousA11yViolations, signInAdmin } from './sandbox-helpers.js'

// The sandbox lists drawn by the shared data table: rows, its toolbar (density, columns), a 390 px phone without
// page overflow, and Arabic (right to left) with the headers mirrored.
const LISTS = [
  ['/apps/user/list', 'Users'],
  ['/apps/roles', 'Users'],
  ['/apps/invoice/list', 'Invoices'],
  ['/apps/ecommerce/product/list', 'Products'],
  ['/apps/ecommerce/order/list', 'Orders'],
  ['/apps/ecommerce/customer/list', 'Customers'],
  ['/apps/ecommerce/manage-review', 'Reviews'],
  ['/apps/academy/dashboard', 'Courses'],
  ['/apps/logistics/dashboard', 'Vehicles'],
] as const

const spec: E2eSpec = {
  name: 'data table in the sandbox lists: rows, toolbar, phone width and Arabic',
  async run(ctx) {
    const { page, screenshot } = ctx
    await signInAdmin(ctx)
    const shot = (path: string, tag: string) =>
      screenshot(page, `sandbox-list-tables-${tag}${path.replaceAll('/', '-')}`)
    for (const [path, table] of LISTS) {
      await openInApp(page, path)
      await page.getByRole('table', { name: table, exact: true }).getByRole('row').nth(1).waitFor()
      await page.getByRole('combobox', { name: 'Row density' }).waitFor()
      await shot(path, 'light')
      await page.setViewportSize({ width: 390, height: 844 })
      await settle(page)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      assert(overflow <= 1, `${path} fits 390 px (overflow ${overflow})`)
      await shot(path, 'phone')
      await page.setViewportSize({ width: 1440, height: 900 })
    }
    // Row selection across the page and the bulk action it offers (cancelled: other specs use the seeded products).
    await page.goto('/apps/ecommerce/product/list')
    const products = page.getByRole('table', { name: 'Products' })
    await products.getByRole('row').nth(2).waitFor()
    await products.getByRole('checkbox').nth(1).click()
    await products.getByRole('checkbox').nth(2).click()
    await page.getByText('2 rows selected').waitFor()
    await page.getByRole('button', { name: 'Delete selected' }).click()
    await page.getByRole('alertdialog').getByText('Delete 2 products?').waitFor()
    await screenshot(page, 'sandbox-list-tables-products-bulk-delete')
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()

    await chooseLanguage(page, 'العربية')
    for (const [path] of LISTS) {
      await openInApp(page, path)
      await page.locator('main table tbody tr').first().waitFor()
      await expectNoSeriousA11yViolations(page, `${path} (ar)`)
      await shot(path, 'ar')
    }
  },
}

export default spec
