import { assert, type E2eSpec } from '../context.js'

// Each demo role sees only the menu items its rules permit (the vertical navigation's links).
const ROLES = [
  {
    email: 'superadmin@example.com',
    password: 'demo-superadmin',
    sees: ['Meetings', 'Accounts', 'Cost dashboard'],
    not: [],
  },
  {
    email: 'admin@example.com',
    password: 'demo-admin',
    // Every screen is in the menu: none is found only by typing its address.
    sees: [
      'Meetings',
      'Accounts',
      'Billing',
      'Conferences',
      'Support',
      "What's new",
      'Visual JSON builder',
      'Access',
      'Access control',
      'Interview timer',
    ],
    not: [],
  },
  {
    email: 'client@example.com',
    password: 'demo-client',
    sees: ['Meetings', 'Billing'],
    not: ['Accounts', 'Cost dashboard'],
  },
  {
    email: 'demo@example.com',
    password: 'demo-demo',
    sees: [],
    not: ['Meetings', 'Accounts', 'Billing', 'Cost dashboard'],
  },
  {
    email: 'omc@example.com',
    password: 'demo-omc',
    sees: ['Cost dashboard', 'Costs by organization', 'Billing', 'Support', "What's new"],
    not: ['Meetings', 'Accounts'],
  },
]

const specs: E2eSpec[] = ROLES.map(({ email, password, sees, not }) => ({
  name: `${email} sees only its permitted menu items`,
  async run({ page, signIn }) {
    await page.goto('/login')
    await signIn(page, email, password)
    const nav = page.getByTestId('side-nav-inline')
    await nav.waitFor()
    const links = (await nav.getByRole('link').allTextContents()).map((s) => s.trim())
    for (const label of sees) assert(links.includes(label), `${email} sees ${label} (saw ${links.join(', ')})`)
    for (const label of not) assert(!links.includes(label), `${email} does not see ${label}`)
    if (email.startsWith('demo')) {
      const groups = await nav.getByRole('button').allTextContents()
      assert(
        groups.some((g) => g.includes('Report examples')),
        `demo sees the examples group (saw ${groups.join(', ')})`,
      )
    }
  },
}))

export default specs
