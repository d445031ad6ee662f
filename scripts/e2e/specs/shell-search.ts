import { assert, type E2eSpec } from '../context.js'

// Ctrl+K opens the app-bar search; arrows and Enter navigate to the result.
const spec: E2eSpec = {
  name: 'Ctrl+K opens the search; the keyboard picks a result and navigates',
  async run({ page, signIn, expectUrl, screenshot }) {
    await page.goto('/login')
    await signIn(page, 'superadmin@example.com', 'demo-superadmin')
    await expectUrl(page, '/meetings/MeetingList')
    await page.getByTestId('search-open').waitFor() // the shell (its own chunk) listens for the shortcut
    await page.keyboard.press('Control+k')
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await page.keyboard.type('acc')
    await dialog.getByRole('option').first().waitFor()
    const options = await dialog.getByRole('option').allTextContents()
    assert(options.includes('Accounts'), `Accounts is found (saw ${options.join(', ')})`)
    await screenshot(page, 'shell-search')
    // Move to "Accounts" with the arrows, then Enter.
    const target = options.indexOf('Accounts')
    for (let i = 0; i < target; i++) await page.keyboard.press('ArrowDown')
    assert(
      (await dialog.locator('[role=option][aria-selected=true]').textContent()) === 'Accounts',
      'the arrows move the selection',
    )
    await page.keyboard.press('Enter')
    await expectUrl(page, '/access/accounts')
    await dialog.waitFor({ state: 'hidden' })
  },
}

export default spec
