import { type E2eSpec } from '../context.js'

const spec: E2eSpec = {
  name: 'an admin reads the audit log: sign-ins and failures, filtered by kind',
  async run({ page, signIn, screenshot }) {
    // A failed attempt first, so the log has something to show besides the sign-in itself.
    await page.request.post('/api/auth/login', { data: { email: 'client@example.com', password: 'wrong-password' } })
    await signIn(page, 'admin@example.com', 'demo-admin', '/access/audit-log')
    const table = page.getByRole('table', { name: 'Audit log' })
    await table.getByText('Sign-in failed').first().waitFor()
    await table.getByText('Signed in').first().waitFor()
    await screenshot(page, 'audit-log')
    await page.getByRole('combobox', { name: 'Event type' }).click()
    await page.getByRole('option', { name: 'Sign-in failed' }).click()
    await table.getByText('client@example.com').first().waitFor()
    await page.setViewportSize({ width: 390, height: 844 })
    await screenshot(page, 'audit-log-narrow')
  },
}

export default spec
