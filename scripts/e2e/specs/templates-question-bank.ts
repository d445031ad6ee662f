import { assert, type E2eSpec } from '../context.js'

const spec: E2eSpec = {
  name: 'question bank: the editor adds a question from another set, found by search, with its timings',
  async run({ page, signIn, screenshot }) {
    await signIn(page, 'admin@example.com', 'demo-admin', '/jsonbuilder/SmartBuilderVisual')
    await page.getByRole('combobox', { name: 'Template' }).click()
    await page.getByRole('option', { name: /General screening \(EN\)/ }).click()
    await page.locator('[data-question]').first().waitFor()
    const before = await page.locator('[data-question]').count()

    await page.getByRole('button', { name: 'Add from bank' }).click()
    const dialog = page.getByRole('dialog')
    // The whole bank comes in pages from the service.
    await dialog.getByText(/^Page 1 of \d+$/).waitFor()
    await dialog.getByRole('button', { name: 'Next' }).click()
    await dialog.getByText(/^Page 2 of \d+$/).waitFor()
    await dialog.getByRole('searchbox', { name: 'Search questions' }).fill('price too high')
    const hit = dialog
      .getByTestId('question-bank')
      .getByText('A client says your price is too high. How do you answer?')
    await hit.waitFor()
    // The service's answer to the search: one question, so no pages and nothing else listed.
    await dialog.getByText(/^Page \d+ of \d+$/).waitFor({ state: 'detached' })
    await dialog.getByText(/Walk us through the biggest deal/).waitFor({ state: 'detached' })
    await dialog.getByText(/^Sales \(EN\) \(v\d+\) · think 20 s, answer 120 s$/).waitFor()
    await screenshot(page, 'templates-question-bank')
    await dialog.getByRole('button', { name: /^Add “A client says your price/ }).click()
    await dialog.waitFor({ state: 'detached' })

    const added = page.locator('[data-question="objection-1"]')
    await added.waitFor()
    assert((await page.locator('[data-question]').count()) === before + 1, 'one question added')
    assert(
      (await added.getByRole('spinbutton', { name: 'Answer, s' }).inputValue()) === '120',
      'the answer time is copied',
    )
    assert((await added.getByRole('spinbutton', { name: 'Think, s' }).inputValue()) === '20', 'the think time too')
    await page.getByText('Unsaved changes').waitFor()

    // Nothing found: the dialog says so; at 390 px it fits the screen.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('button', { name: 'Add from bank' }).click()
    await dialog.getByRole('searchbox', { name: 'Search questions' }).fill('zzzz no such question')
    await dialog.getByText('No question matches.').waitFor()
    const box = await dialog.boundingBox()
    assert(box !== null && box.x >= 0 && box.x + box.width <= 390, `the dialog fits 390 px (${JSON.stringify(box)})`)
    await screenshot(page, 'templates-question-bank-390-empty')
    await dialog.getByRole('button', { name: 'Close' }).click()
  },
}

export default spec
