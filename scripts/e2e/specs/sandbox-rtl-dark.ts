import { assert, type E2eSpec, settle, chooseLanguage, openInApp } from '../context.js'
import { expectNoSeriousA11yViolations, signInAdmin } from './sandbox-helpers.js'

// Every sandbox screen in Arabic (right to left) and dark: the translated heading shows, the layout mirrors, and axe passes.
const SCREENS = [
  ['/apps/kanban', 'كانبان'],
  ['/apps/user/list', 'المستخدمون'],
  ['/apps/email', 'البريد الإلكتروني'],
  ['/apps/chat', 'الدردشة'],
  ['/apps/calendar', 'التقويم'],
  ['/apps/invoice/list', 'الفواتير'],
  ['/apps/permissions', 'الأذونات'],
  ['/apps/academy/dashboard', 'الأكاديمية'],
  ['/apps/academy/my-course', 'دوراتي'],
  ['/apps/logistics/dashboard', 'الخدمات اللوجستية'],
  ['/apps/logistics/fleet', 'الأسطول'],
  ['/apps/roles', 'الأدوار'],
] as const

const spec: E2eSpec = {
  name: 'sandbox screens in Arabic and dark: translated, right to left, no serious accessibility violations',
  async run(ctx) {
    const { page, screenshot } = ctx
    await page.emulateMedia({ colorScheme: 'dark' })
    await signInAdmin(ctx)
    await chooseLanguage(page, 'العربية')
    for (const [path, title] of SCREENS) {
      await openInApp(page, path)
      await page.getByRole('heading', { name: title, level: 1 }).waitFor()
      await settle(page)
      assert((await page.getAttribute('html', 'dir')) === 'rtl', `${path} is right to left`)
      await expectNoSeriousA11yViolations(page, `${path} (ar, dark)`)
      await screenshot(page, `sandbox-ar-dark${path.replaceAll('/', '-')}`)
    }
  },
}

export default spec
