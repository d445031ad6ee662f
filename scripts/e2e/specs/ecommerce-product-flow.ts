import type { Page } from 'playwright-core'
import { assert, type E2eSpec } from '../context.js'
import { expectNoSeriousA11yViolations, signInAdmin } from './sandbox-helpers.js'

// A real 8×8 PNG (red), so the upload goes through the service's picture check and comes back as an image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFTEMLQkAZ+k/wcX5QlMAAAAASUVORK5CYII=',
  'base64',
)

const consoleErrors = (page: Page) => {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(e.message))
  return errors
}

const spec: E2eSpec = {
  name: 'ecommerce: add a product with an image (field errors first), find it in the list after a reload, edit its price, delete it with its image',
  async run(ctx) {
    const { page, screenshot } = ctx
    const errors = consoleErrors(page)
    await signInAdmin(ctx, '/apps/ecommerce/product/add')
    await page.getByRole('heading', { name: 'Add a product', level: 1 }).waitFor()
    await page.getByRole('button', { name: 'Publish product' }).first().click()
    await page.getByText('Enter the product’s name.').waitFor()
    await page.getByText('Choose a category.').waitFor()

    const name = `Trail Runner ${Date.now() % 100000}`
    await page.getByLabel(/^Name/).fill(name)
    await page.getByLabel(/^SKU/).fill(String(900000 + (Date.now() % 99999)))
    await page.getByLabel(/^Brand/).fill('Northwind')
    const editor = page.getByRole('textbox', { name: 'Description' })
    await editor.click()
    await page.keyboard.type('Light and ')
    // The editor's own shortcut: a toolbar click hands focus back asynchronously, and keys typed meanwhile are lost.
    await page.keyboard.press('Control+b')
    await page.keyboard.type('quick')
    await editor.locator('strong', { hasText: 'quick' }).waitFor()
    await page
      .getByTestId('product-image-input')
      .setInputFiles({ name: 'runner.png', mimeType: 'image/png', buffer: PNG })
    // The uploaded image's caption, exactly: as a substring "thumbnail" is in the drop zone's hint too, so the wait
    // ended before the upload did (and failed on two matches when the caption came at that moment).
    await page.getByText('Thumbnail', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Add a variant' }).click()
    await page.getByLabel('Value of variant 1').fill('42')
    await page.getByLabel(/^Price/).fill('129.50')
    await page.getByLabel('Compare-at price').fill('100')
    await page.getByRole('combobox', { name: 'Category' }).click()
    await page.getByRole('option', { name: 'Shoes' }).click()
    await page.getByRole('button', { name: 'Publish product' }).first().click()
    await page.getByText('The compare-at price must be above the price.').waitFor()
    await page.getByLabel('Compare-at price').fill('149')
    await expectNoSeriousA11yViolations(page, 'add product')
    await screenshot(page, 'ecommerce-product-add')
    await page.getByRole('button', { name: 'Publish product' }).first().click()
    await ctx.expectUrl(page, '/apps/ecommerce/product/list', 20_000)

    await page.reload()
    await page.getByRole('searchbox', { name: 'Search products' }).fill(name.toLowerCase())
    const table = page.getByRole('table', { name: 'Products' })
    await table.getByText(name).waitFor()
    // The search applies once typing pauses: wait for the filtered page rather than the first one.
    await page.waitForFunction(() => document.querySelectorAll('main table tbody tr').length === 1, undefined)
    assert((await table.getByRole('row').count()) === 2, 'only the new product matches')
    await table.getByRole('img', { name }).waitFor()
    const width = await table.getByRole('img', { name }).evaluate((img) => (img as HTMLImageElement).naturalWidth)
    assert(width === 8, `the thumbnail is the uploaded picture (naturalWidth ${width})`)
    await expectNoSeriousA11yViolations(page, 'product list')
    await screenshot(page, 'ecommerce-product-list-found')

    // Edit: the name opens the same form filled in; a new price shows in the list.
    await table.getByRole('link', { name }).click()
    await page.getByRole('heading', { name: 'Edit product', level: 1 }).waitFor()
    await page.getByRole('textbox', { name: 'Description' }).getByText('quick').waitFor()
    await page.getByText('runner.png').waitFor()
    await page.getByLabel(/^Price/).fill('139')
    await page.getByRole('button', { name: 'Save' }).first().click()
    await ctx.expectUrl(page, '/apps/ecommerce/product/list', 20_000)
    await page.getByRole('searchbox', { name: 'Search products' }).fill(name.toLowerCase())
    await table.getByText('$139').waitFor()

    // Delete it: its image goes with it (the service also removes the stored file; service/test/sandbox/product-image-files.test.ts proves that).
    const login = await fetch(`${ctx.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo-admin' }),
    })
    const auth = { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` }
    const found = await fetch(`${ctx.baseUrl}/api/apps/ecommerce/products?q=${encodeURIComponent(name)}`, {
      headers: auth,
    })
    const imageUrl = ((await found.json()) as { products: { image: string }[] }).products[0].image
    assert((await fetch(`${ctx.baseUrl}${imageUrl}`, { headers: auth })).status === 200, 'the image is served')
    await table.getByRole('button', { name: `Delete ${name}` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByText('1 product deleted.').waitFor()
    const after = await fetch(`${ctx.baseUrl}${imageUrl}`, { headers: auth })
    assert(after.status === 404, `the deleted product's image is gone (${after.status})`)
    assert(errors.length === 0, `no console errors: ${errors.join(' | ')}`)
  },
}

export default spec
