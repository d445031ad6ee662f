import type { E2eSpec } from '../context.js'

const spec: E2eSpec = {
  name: 'an unknown path shows the 404 screen at its own URL',
  async run({ page, expectUrl, screenshot }) {
    await page.goto('/no/such/page?x=1')
    await page.getByRole('heading', { name: 'Page not found' }).waitFor()
    await expectUrl(page, '/no/such/page?x=1')
    await screenshot(page, 'not-found')
  },
}

export default spec
