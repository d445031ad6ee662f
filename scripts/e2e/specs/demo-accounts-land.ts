import { assert, type E2eSpec } from '../context.js'

// Spec section 4: the start page by role (no demo account has a homePath).
const ACCOUNTS = [
  { email: 'admin@example.com', password: 'demo-admin', lands: '/meetings/MeetingList' },
  { email: 'client@example.com', password: 'demo-client', lands: '/meetings/MeetingList' },
  { email: 'superadmin@example.com', password: 'demo-superadmin', lands: '/meetings/MeetingList' },
  { email: 'demo@example.com', password: 'demo-demo', lands: '/reports-example/SelfExample' },
  { email: 'omc@example.com', password: 'demo-omc', lands: '/omc/dashboard_cost' },
  { email: 'admin@northwind.example.com', password: 'demo-northwind', lands: '/meetings/MeetingList' },
]

const specs: E2eSpec[] = ACCOUNTS.map(({ email, password, lands }) => ({
  name: `${email} signs in and lands on ${lands}`,
  async run({ page, signIn, expectUrl, screenshot }) {
    await page.goto('/')
    await expectUrl(page, '/login')
    await signIn(page, email, password)
    await expectUrl(page, lands)
    await page.locator('main h1').first().waitFor() // the screen rendered (real or coming-soon)
    assert(
      await page.getByRole('button', { name: 'Account menu' }).isVisible(),
      'the default layout shows the user menu',
    )
    if (email === 'admin@example.com') await screenshot(page, 'landing-admin')
    // A reload keeps the session (the stored user data and access token).
    await page.reload()
    await expectUrl(page, lands)
    await page.getByRole('button', { name: 'Account menu' }).waitFor()
  },
}))

export default specs
