import { assert, type E2eSpec, settle } from '../context.js'

const spec: E2eSpec = {
  name: 'a question set edited visually (reorder, new question, answer time) shows in the candidate preview and in code, and is saved',
  async run({ page, signIn, screenshot }) {
    await signIn(page, 'admin@example.com', 'demo-admin', '/jsonbuilder/SmartBuilderVisual')
    await page.getByRole('combobox', { name: 'Template' }).click()
    await page.getByRole('option', { name: /General screening \(EN\)/ }).click()
    const first = page.locator('[data-question]').first()
    await first.waitFor()
    const firstId = await first.getAttribute('data-question')
    const secondId = await page.locator('[data-question]').nth(1).getAttribute('data-question')

    // Question 2 above question 1 with the keyboard (dnd-kit's keyboard sensor), paced so it measures the cards.
    await page.getByRole('button', { name: /^Move Question 2/ }).focus()
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key)
      await settle(page)
    }
    await page.waitForFunction(
      (id) => document.querySelector('[data-question]')?.getAttribute('data-question') === id,
      secondId,
    )

    // A new question with a hint and a time limit; the preview shows the first screen as the candidate sees it.
    await page.getByRole('button', { name: 'Add question' }).click()
    const fresh = page.locator('[data-question="question-1"]')
    await fresh.getByRole('textbox').first().fill('Which release are you proudest of, and why?')
    await fresh.getByRole('textbox', { name: 'Hint for the candidate (optional)' }).fill('One example is enough')
    const answer = fresh.getByRole('spinbutton', { name: 'Answer, s' })
    await answer.fill('90')
    await answer.press('Enter')
    await page.getByRole('textbox', { name: 'Title' }).fill('Screening, reordered')
    await page.getByRole('heading', { name: 'Candidate preview' }).waitFor()
    // Input values are not text content: this text is the preview's title.
    await page.getByText('Screening, reordered', { exact: true }).waitFor()
    await page.getByText('Unsaved changes').waitFor()
    await screenshot(page, 'templates-question-set-visual')

    // The same draft in the code view: the new order and the new question.
    await page.getByRole('tab', { name: 'Code' }).click()
    const code = page.locator('.cm-content')
    await code.waitFor()
    await page.setViewportSize({ width: 1280, height: 3200 })
    // The editor draws only the lines in its box: the reordered two at the top, then the new question at the end
    // (the demo set's rubric makes the document taller than the box).
    await code.locator('.cm-line', { hasText: `"id": "${secondId}"` }).waitFor()
    const text = await code.innerText()
    assert(text.indexOf(`"${secondId}"`) < text.indexOf(`"${firstId}"`), 'the dragged order holds in the code view')
    await code.click()
    await page.keyboard.press('Control+End')
    await code.locator('.cm-line', { hasText: '"answerSeconds": 90' }).waitFor()
    await page.getByText('The document is valid.').waitFor()
    await page.setViewportSize({ width: 1280, height: 900 })

    await code.click()
    await page.keyboard.press('Control+s')
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Note').fill('Reordered, one more question')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await page.getByText(/Saved as version \d+\./).waitFor()
  },
}

export default spec
