import { assert, type E2eSpec } from '../context.js'

const specs: E2eSpec[] = [
  {
    name: 'an admin opens the accounts screen from the menu and sees the organization accounts',
    async run({ page, signIn, expectUrl, screenshot }) {
      await signIn(page, 'admin@example.com', 'demo-admin')
      await page.getByRole('navigation').getByText('Accounts', { exact: true }).click()
      await expectUrl(page, '/access/accounts')
      const table = page.getByRole('table', { name: 'Accounts' })
      await table.getByText('client@example.com').waitFor()
      assert(await table.getByText('admin@example.com').isVisible(), 'lists the admin itself')
      assert((await table.getByText('admin@northwind.example.com').count()) === 0, 'another organization stays hidden')
      await screenshot(page, 'accounts')
      // Search goes to the service.
      await page.getByRole('searchbox').fill('chris')
      await table.getByText('admin@example.com').waitFor({ state: 'detached' })
      assert(await table.getByText('client@example.com').isVisible(), 'search keeps the match')
    },
  },
  {
    name: 'a client cannot reach the accounts screen',
    async run({ page, signIn, expectUrl }) {
      await signIn(page, 'client@example.com', 'demo-client')
      assert((await page.getByRole('navigation').getByText('Accounts', { exact: true }).count()) === 0, 'no menu entry')
      await page.goto('/access/accounts')
      await expectUrl(page, '/not-authorized')
      await page.getByRole('heading', { name: 'You are not authorized' }).waitFor()
    },
  },
]

export default specs
