import { assert, type E2eSpec } from '../context.js'

const spec: E2eSpec = {
  name: "the what's-new badge shows unread entries until the page is opened",
  async run({ page, signIn, screenshot }) {
    await signIn(page, 'admin@example.com', 'demo-admin')
    const badge = page.getByTestId('whats-new-unread')
    await badge.waitFor()
    assert(Number(await badge.innerText()) > 0, 'a count of unread entries')
    await page.getByRole('button', { name: /^What's new: \d+ unread/ }).click()
    await page.getByRole('heading', { level: 1, name: "What's new" }).waitFor()
    await page.getByRole('heading', { name: 'Versioned templates and the JSON builder' }).waitFor()
    await badge.waitFor({ state: 'detached' })
    await screenshot(page, 'whats-new')
    // Read state lives in the database: a reload keeps the badge away.
    await page.reload()
    await page.getByRole('heading', { level: 1, name: "What's new" }).waitFor()
    await page.getByRole('button', { name: "What's new", exact: true }).waitFor()
    assert((await badge.count()) === 0, 'no badge after a reload')
  },
}

export default spec
