import { assert, type E2eSpec, settle, chooseLanguage } from '../context.js'
import { expectNoSeriousA11yViolations, signInAdmin } from './sandbox-helpers.js'

// Every e-commerce route: a real screen (not coming soon), axe-clean, shot at desktop and phone width, light and dark, and in Arabic.
const SCREENS = [
  ['/apps/ecommerce/dashboard', 'Store dashboard', 'لوحة المتجر'],
  ['/apps/ecommerce/product/list', 'Products', 'المنتجات'],
  ['/apps/ecommerce/product/add', 'Add a product', 'إضافة منتج'],
  ['/apps/ecommerce/product/category-list', 'Categories', 'الفئات'],
  ['/apps/ecommerce/order/list', 'Orders', 'الطلبات'],
  ['ORDER', null, null],
  ['/apps/ecommerce/customer/list', 'Customers', 'العملاء'],
  ['CUSTOMER', null, null],
  ['CUSTOMER/address-billing', null, null],
  ['CUSTOMER/notifications', null, null],
  ['/apps/ecommerce/manage-review', 'Reviews', 'المراجعات'],
  ['/apps/ecommerce/referrals', 'Referrals', 'الإحالات'],
  ['/apps/ecommerce/settings', 'Store settings', 'إعدادات المتجر'],
] as const

const spec: E2eSpec = {
  name: 'ecommerce: every screen renders, axe-clean, at desktop and phone width, light, dark and Arabic',
  async run(ctx) {
    const { page, screenshot } = ctx
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await signInAdmin(ctx)
    // Detail screens: the first order and customer of their lists (the seed's numbers are generated).
    const firstHref = async (list: string, part: string) => {
      await page.goto(list)
      const link = page.locator(`main a[href*="${part}"]`).first()
      await link.waitFor()
      return (await link.getAttribute('href'))!
    }
    const order = await firstHref('/apps/ecommerce/order/list', '/order/details/')
    const customer = await firstHref('/apps/ecommerce/customer/list', '/customer/details/')
    const real = (path: string) => path.replace('ORDER', order).replace('CUSTOMER', customer)
    const shot = (path: string, tag: string) =>
      screenshot(
        page,
        `ecommerce-${tag}${path.replace('/apps/ecommerce', '').replace(/\/\d+/g, '').replaceAll('/', '-')}`,
      )
    for (const [key, title] of SCREENS) {
      const path = real(key)
      await page.goto(path)
      if (title) await page.getByRole('heading', { name: title, level: 1 }).waitFor()
      else await page.locator('main h1').waitFor()
      await page
        .getByText('Loading')
        .waitFor({ state: 'detached' })
        .catch(() => undefined)
      await settle(page)
      assert(!(await page.getByText('Coming soon').count()), `${path} is a real screen`)
      await expectNoSeriousA11yViolations(page, path)
      await shot(path, 'light')
      await page.setViewportSize({ width: 390, height: 844 })
      await settle(page)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      assert(overflow <= 1, `${path} fits 390 px (overflow ${overflow})`)
      await shot(path, 'phone')
      await page.setViewportSize({ width: 1440, height: 900 })
    }
    // A customer's notification choice is saved and still set after a reload.
    await page.goto(`${customer}/notifications`)
    const offers = page.getByRole('switch', { name: 'Offers and news' })
    await offers.waitFor()
    assert(!(await offers.isChecked()), 'offers are off by default')
    await offers.click()
    await page.getByRole('tabpanel').getByRole('button', { name: 'Save' }).click()
    await page.getByText('Notification choices saved.').waitFor()
    await page.reload()
    await page.getByRole('switch', { name: 'Offers and news' }).waitFor()
    assert(await page.getByRole('switch', { name: 'Offers and news' }).isChecked(), 'the choice persisted')

    await page.emulateMedia({ colorScheme: 'dark' })
    await chooseLanguage(page, 'العربية')
    for (const [key, , arabic] of SCREENS) {
      const path = real(key)
      await page.goto(path)
      if (arabic) await page.getByRole('heading', { name: arabic, level: 1 }).waitFor()
      else await page.locator('main h1').waitFor()
      await settle(page)
      await expectNoSeriousA11yViolations(page, `${path} (ar, dark)`)
      await shot(path, 'ar-dark')
    }
    assert(errors.length === 0, `no page errors: ${errors.join(' | ')}`)
  },
}

export default spec
