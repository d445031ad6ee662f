import { assert, type E2eSpec } from '../context.js'

const spec: E2eSpec = {
  name: 'the access pages show the rules the service sent and, for an admin, the permission matrix',
  async run({ page, signIn, screenshot }) {
    await signIn(page, 'admin@example.com', 'demo-admin', '/access')
    await page.getByRole('heading', { level: 1, name: 'Access' }).waitFor()
    await page.getByRole('table', { name: 'Rules' }).getByText('Template').first().waitFor()
    const screens = page.getByRole('list', { name: /Screens you can open/ })
    await screens.getByRole('link', { name: 'JSON builder', exact: true }).waitFor()
    await screenshot(page, 'access-pages')
    await page.getByRole('button', { name: 'Access control demo' }).click()
    await page.getByRole('heading', { level: 1, name: 'Access control' }).waitFor()
    const matrix = page.getByRole('table', { name: 'Roles and what they may do' })
    await matrix.waitFor()
    const row = matrix.getByRole('row').filter({ hasText: 'Template' }).first()
    const text = await row.innerText()
    assert(text.includes('manage') && text.includes('read'), `admin manages templates, client reads them: ${text}`)
    await page.getByText('Hidden: it needs read AclDemo.').waitFor()
    await screenshot(page, 'access-pages-control')
  },
}

export default spec
