import type { Page } from 'playwright-core'
import { assert, type E2eSpec, settle, chooseLanguage, openInApp, trackRequests } from '../context.js'

const GROUPS = ['/wizard-examples', '/components', '/extensions']

/** The items a gallery's index lists (drawn from its showcase items). */
async function itemsOf(page: Page, base: string): Promise<string[]> {
  await openInApp(page, base)
  await page.locator(`main a[href^="${base}/"]`).first().waitFor()
  return page.locator(`main a[href^="${base}/"]`).evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
}

/** Screen to screen through the app's router, as its menu goes (one load of the app), then its requests done. */
async function open(page: Page, route: string, requests: ReturnType<typeof trackRequests>) {
  await openInApp(page, route)
  await page.locator('main h1').first().waitFor()
  await requests.quiet()
}

const name = (route: string) => route.slice(1).replaceAll('/', '-')

const spec: E2eSpec = {
  name: 'the wizard, component and extension screens at 390 px dark (no sideways scroll) and desktop light, and in Arabic',
  async run({ page, signIn, screenshot }) {
    await signIn(page, 'demo@example.com', 'demo-demo')
    const requests = trackRequests(page, 10_000)
    const routes = [...GROUPS]
    for (const base of GROUPS) routes.push(...(await itemsOf(page, base)))
    const wide: string[] = []
    for (const route of routes) {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.emulateMedia({ colorScheme: 'light' })
      await open(page, route, requests)
      await screenshot(page, `showcase/desktop-light-${name(route)}`)
      await page.setViewportSize({ width: 390, height: 844 })
      await page.emulateMedia({ colorScheme: 'dark' })
      await settle(page)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      if (overflow > 1) wide.push(`${route} (${overflow}px)`)
      await screenshot(page, `showcase/phone-dark-${name(route)}`)
    }
    assert(wide.length === 0, `wider than 390 px: ${wide.join(', ')}`)

    // Arabic: right to left, translated.
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.emulateMedia({ colorScheme: 'light' })
    await chooseLanguage(page, 'العربية')
    const arabic: [string, string][] = [
      ['/wizard-examples/checkout', 'إتمام الطلب'],
      ['/components/buttons', 'الأزرار'],
      ['/extensions/drag-and-drop', 'السحب والإفلات'],
    ]
    for (const [route, title] of arabic) {
      await open(page, route, requests)
      await page.getByRole('heading', { name: title, level: 1 }).waitFor()
      await screenshot(page, `showcase/ar-${name(route)}`)
    }
  },
}

export default spec
