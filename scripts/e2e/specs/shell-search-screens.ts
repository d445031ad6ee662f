import type { Page } from 'playwright-core'
import { assert, type E2eSpec } from '../context.js'

/** Opens the search, types `q` and answers the options' texts once results show. */
async function found(page: Page, q: string) {
  await page.getByTestId('search-open').click()
  const dialog = page.getByTestId('search-dialog')
  await dialog.waitFor()
  await page.keyboard.type(q)
  await dialog.getByRole('option').first().waitFor()
  return (await dialog.getByRole('option').allTextContents()).map((s) => s.trim())
}

const spec: E2eSpec = {
  name: 'search: "what" finds What’s new, the cost analyst finds Support, and Esc leaves an empty box',
  async run({ page, signIn, screenshot }) {
    await signIn(page, 'admin@example.com', 'demo-admin')
    const what = await found(page, 'what')
    assert(what.includes("What's new"), `"what" finds What's new (saw ${what.join(', ')})`)
    await screenshot(page, 'shell-search-what')
    await page.keyboard.press('Escape')
    await page.getByTestId('search-dialog').waitFor({ state: 'hidden' })
    await page.getByTestId('search-open').click()
    const box = page.getByTestId('search-dialog').locator('input')
    await box.waitFor()
    assert((await box.inputValue()) === '', `the box starts empty after Esc (had "${await box.inputValue()}")`)
    await page.keyboard.press('Escape')

    await page.context().clearCookies()
    await page.evaluate(() => localStorage.clear())
    await signIn(page, 'omc@example.com', 'demo-omc')
    const support = await found(page, 'support')
    assert(support.includes('Support'), `the cost analyst finds Support (saw ${support.join(', ')})`)
    await page.getByTestId('search-dialog').getByRole('option', { name: 'Support' }).click()
    await page.waitForURL((url) => url.pathname === '/main/SupportView')
  },
}

export default spec
