import type { Page } from 'playwright-core'
import { type E2eSpec, openInApp, settle } from '../context.js'
import { expectNoSeriousA11yViolations, signInAdmin } from './sandbox-helpers.js'

// Every /apps screen, desktop and phone, light and dark: the heading shows,
// axe finds nothing serious or critical, and a screenshot is kept to look at.
const SCREENS: [path: string, heading: string][] = [
  ['/apps/academy/dashboard', 'Academy'],
  ['/apps/academy/my-course', 'My courses'],
  ['/apps/academy/course-details', 'TypeScript in Practice: From Scripts to Services'],
  ['/apps/logistics/dashboard', 'Logistics'],
  ['/apps/logistics/fleet', 'Fleet'],
  ['/apps/roles', 'Roles'],
  ['/apps/user/list', 'Users'],
  ['/apps/email', 'E-mail'],
  ['/apps/chat', 'Chat'],
  ['/apps/calendar', 'Calendar'],
  ['/apps/kanban', 'Kanban'],
  ['/apps/invoice/list', 'Invoices'],
  ['/apps/permissions', 'Permissions'],
]

async function sweep(page: Page, screenshot: (page: Page, name: string) => Promise<string>, tag: string) {
  // Screen to screen through the app's router, as its menu goes: one load of the app, axe injected once.
  for (const [path, heading] of SCREENS) {
    await openInApp(page, path)
    await page.getByRole('heading', { name: heading, level: 1 }).first().waitFor()
    // Settled: no loading spinner or skeleton left in the screen.
    await page
      .waitForFunction(
        () =>
          !document.querySelector(
            'main [role="progressbar"]:not([aria-valuenow]), main .fui-Skeleton, main .fui-Spinner',
          ),
        undefined,
        { timeout: 15_000 },
      )
      .catch(() => undefined)
    await settle(page)
    await expectNoSeriousA11yViolations(page, `${path} (${tag})`)
    await screenshot(page, `sandbox-apps-${tag}${path.replaceAll('/', '-')}`)
  }
}

const light: E2eSpec = {
  name: 'every app screen, desktop light and phone dark: no serious accessibility violations',
  async run(ctx) {
    const { page, screenshot } = ctx
    await signInAdmin(ctx)
    await page.setViewportSize({ width: 1366, height: 900 })
    await sweep(page, screenshot, 'desktop-light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.setViewportSize({ width: 390, height: 844 })
    await sweep(page, screenshot, 'phone-dark')
  },
}

const dark: E2eSpec = {
  name: 'every app screen, desktop dark and phone light: no serious accessibility violations',
  async run(ctx) {
    const { page, screenshot } = ctx
    await page.emulateMedia({ colorScheme: 'dark' })
    await signInAdmin(ctx)
    await page.setViewportSize({ width: 1366, height: 900 })
    await sweep(page, screenshot, 'desktop-dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await page.setViewportSize({ width: 390, height: 844 })
    await sweep(page, screenshot, 'phone-light')
  },
}

export default [light, dark]
