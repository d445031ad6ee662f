import { assert, type E2eSpec, settle, chooseLanguage } from '../context.js'

const VTT = `WEBVTT

00:00:01.000 --> 00:00:06.000
<v Anna Recruiter>Thanks for joining. Tell me about your last project.

00:00:07.000 --> 00:00:19.000
<v Boris Candidate>I led the billing migration: we moved invoices to a partitioned database and I owned the launch.

00:00:20.000 --> 00:00:25.000
<v Anna Recruiter>How did you work with the team?

00:00:26.000 --> 00:00:40.000
<v Boris Candidate>We planned it together and I mentored two colleagues through the billing cut-over.
`

const spec: E2eSpec = {
  name: 'a rubric edited visually (drag, weight, new criterion) shows in code, is saved, diffed, and scores an analysis',
  async run({ page, signIn, screenshot }) {
    await signIn(page, 'admin@example.com', 'demo-admin', '/jsonbuilder/SmartBuilderVisual')
    await page.getByRole('combobox', { name: 'Template' }).click()
    await page.getByRole('option', { name: /Engineering interview rubric/ }).click()
    await page.getByRole('heading', { level: 2, name: 'Craft' }).waitFor()

    // Drag "Problem solving" above "Technical depth" with the keyboard (dnd-kit's keyboard sensor).
    const handle = page.getByRole('button', { name: /^Move Problem solving/ })
    await handle.focus()
    // Paced: the sensor measures the cards between key presses.
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key)
      await settle(page)
    }
    await page.waitForFunction(
      () => document.querySelector('[data-criterion]')?.getAttribute('data-criterion') === 'problem-solving',
      null,
    )

    // A weight through its number input, and a new criterion with a keyword.
    const weight = page.getByRole('spinbutton', { name: 'Weight of Technical depth as a number' })
    await weight.fill('4')
    await weight.press('Enter')
    await page.getByRole('button', { name: 'Add criterion' }).first().click()
    const fresh = page.locator('[data-criterion="criterion-1"]')
    await fresh.getByRole('textbox', { name: 'Criterion' }).fill('Billing migration')
    const keyword = fresh.getByRole('textbox', { name: 'Add a keyword' })
    await keyword.fill('billing')
    await keyword.press('Enter')
    await fresh.getByText('billing', { exact: true }).waitFor()
    await page.getByText('Unsaved changes').waitFor()
    await screenshot(page, 'templates-visual-edited')

    // The same draft in the code view.
    await page.getByRole('tab', { name: 'Code' }).click()
    const code = page.locator('.cm-content')
    await code.waitFor()
    const top = await code.innerText()
    assert(top.indexOf('problem-solving') < top.indexOf('technical-depth'), 'the dragged order holds in the code view')
    // CodeMirror renders only the lines in view: a tall window shows the whole section.
    await page.setViewportSize({ width: 1280, height: 3200 })
    await code.locator('.cm-line', { hasText: '"title": "Billing migration"' }).waitFor()
    await code.locator('.cm-line', { hasText: '"weight": 4' }).waitFor()
    await page.getByText('The document is valid.').waitFor()
    await page.setViewportSize({ width: 1280, height: 900 })
    await screenshot(page, 'templates-code-view')

    // Ctrl+S opens the save dialog; save and publish as version 2.
    await code.click()
    await page.keyboard.press('Control+s')
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Note').fill('Billing migration criterion')
    await dialog.getByLabel(/Publish it/).check()
    await dialog.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Saved and published as version 2.').waitFor()

    // The versions drawer: version 1 against version 2 as JSON Patch, side by side.
    await page.getByRole('button', { name: 'Versions' }).click()
    await page.getByRole('button', { name: /^v1 ·/ }).click()
    const patch = page.getByRole('list', { name: 'Changes as JSON Patch' })
    await patch
      .getByText(/Billing migration/)
      .first()
      .waitFor()
    await screenshot(page, 'templates-versions-diff')
    await page.getByRole('button', { name: 'Close' }).click()

    // An analysis now scores against version 2 and the report names it.
    await page.goto('/meetings/MeetingList')
    await page.getByRole('button', { name: 'New meeting' }).click()
    const create = page.getByRole('dialog')
    await create.getByLabel('Title').fill(`Template e2e ${Date.now()}`)
    await create.getByRole('button', { name: 'Create' }).click()
    await page
      .getByTestId('transcript-file')
      .setInputFiles({ name: 'interview.vtt', mimeType: 'text/vtt', buffer: Buffer.from(VTT) })
    await page.getByText(/Transcript uploaded/).waitFor()
    await page.getByRole('group', { name: 'Report kinds' }).getByLabel('Recruiter report').check()
    await page.getByRole('button', { name: 'Analyse', exact: true }).click()
    await page.getByText('Done: the reports are ready.').waitFor({ timeout: 60_000 })
    await page
      .getByRole('list', { name: 'Reports' })
      .getByRole('link', { name: /^Recruiter report · / })
      .first()
      .click()
    await page.getByRole('heading', { name: 'Summary' }).waitFor()
    await page.getByText('Billing migration').first().waitFor()
    await page.getByText(/Engineering interview rubric”, version 2/).waitFor()
    await screenshot(page, 'templates-report-names-version')
  },
}

const preview: E2eSpec = {
  name: 'the question-set preview shows the set’s name and question 1 under its label; question text keeps its own direction in Arabic (390 px)',
  async run({ page, signIn, screenshot }) {
    await page.setViewportSize({ width: 390, height: 844 })
    await signIn(page, 'admin@example.com', 'demo-admin', '/jsonbuilder/SmartBuilderVisual')
    await page.getByRole('combobox', { name: 'Template' }).click()
    await page.getByRole('option', { name: /^Engineering \(EN\)/ }).click()
    const card = page.getByTestId('question-preview')
    await card.getByText('Engineering (EN)', { exact: true }).waitFor()
    assert((await card.getByText('Untitled interview').count()) === 0, 'not "Untitled interview"')
    // "Question 1" and the question's text on lines of their own, not run together.
    const label = (await card.getByText('Question 1', { exact: true }).boundingBox())!
    const text = (await card.locator('p[dir="auto"]').first().boundingBox())!
    assert(
      text.y >= label.y + label.height - 1,
      `the text starts below its label (${label.y}+${label.height}, ${text.y})`,
    )
    await card.scrollIntoViewIfNeeded()
    await screenshot(page, 'templates-question-preview-390')

    // Arabic: the English question (and its full stop) runs left to right in the editor and the preview.
    await chooseLanguage(page, 'العربية')
    const directions = await page.evaluate(() =>
      [...document.querySelectorAll('main textarea, main p[dir="auto"]')]
        .filter((el) => /^[A-Z]/.test(el instanceof HTMLTextAreaElement ? el.value : (el.textContent ?? '')))
        .map((el) => getComputedStyle(el).direction),
    )
    assert(directions.length >= 2, `English question texts are on the screen, found ${directions.length}`)
    assert(
      directions.every((d) => d === 'ltr'),
      `every English question runs left to right: ${directions.join(', ')}`,
    )
    await screenshot(page, 'templates-question-preview-ar-390')
  },
}

export default [spec, preview]
