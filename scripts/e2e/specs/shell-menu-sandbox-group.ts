import { assert, type E2eSpec } from '../context.js'

const spec: E2eSpec = {
  name: 'menu: the sandbox group names every entry once (Academy dashboard beside Academy)',
  async run({ page, signIn, screenshot }) {
    await signIn(page, 'demo@example.com', 'demo-demo')
    const nav = page.getByTestId('side-nav-inline')
    await nav.getByText('Sandbox', { exact: true }).click()
    await nav.getByRole('link', { name: 'Academy dashboard', exact: true }).waitFor()
    await nav.getByRole('link', { name: 'Academy', exact: true }).waitFor()
    const labels = (await nav.getByRole('link').allInnerTexts()).map((l) => l.trim())
    const repeated = labels.filter((label, i) => labels.indexOf(label) !== i)
    assert(repeated.length === 0, `no menu label twice: ${repeated.join(', ')}`)
    await screenshot(page, 'shell-menu-sandbox-group')
  },
}

export default spec
