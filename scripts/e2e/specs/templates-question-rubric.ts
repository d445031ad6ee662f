import { assert, type E2eSpec } from '../context.js'

const spec: E2eSpec = {
  name: "templates: a question's rubric for reviewers (criteria with what a 1, a 3 and a 5 look like) is edited in the visual builder and kept in the document",
  async run({ page, baseUrl, signIn, screenshot }) {
    await signIn(page, 'admin@example.com', 'demo-admin')
    const stamp = Date.now()
    // The spec's own set: another spec saves new versions of the demo ones.
    const name = `Rubric set ${stamp}`
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo-admin' }),
    }).then((r) => r.json())
    const res = await fetch(`${baseUrl}/api/templates`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.accessToken}` },
      body: JSON.stringify({
        kind: 'question-set',
        name,
        document: {
          questions: [
            {
              id: 'about',
              text: 'Tell us about yourself.',
              criteria: [
                {
                  id: 'clarity',
                  name: 'Clarity',
                  anchors: { '1': 'Hard to follow', '3': 'Some rambling', '5': 'Clear' },
                },
              ],
            },
          ],
        },
      }),
    })
    const created = res.status
    assert(created === 201, `the set is created (${created} ${await res.text()})`)
    await page.goto('/jsonbuilder/SmartBuilderVisual')
    await page.getByRole('combobox', { name: 'Template' }).click()
    await page.getByRole('option', { name: new RegExp(name) }).click()
    const card = page.locator('[data-question="about"]')
    await card.getByRole('heading', { name: 'Rubric for reviewers' }).waitFor()
    const clarity = card.locator('[data-criterion="clarity"]')
    assert(
      (await clarity.getByRole('textbox', { name: 'What a 1 looks like' }).inputValue()) === 'Hard to follow',
      'anchor 1',
    )

    await card.getByRole('button', { name: 'Add criterion' }).click()
    const fresh = card.locator('[data-criterion="criterion-1"]')
    await fresh.getByRole('textbox', { name: 'Criterion' }).fill('Ownership')
    await fresh.getByRole('textbox', { name: 'What a 5 looks like' }).fill('Names their own part and its result')
    await page.getByText('Unsaved changes').waitFor()
    await card.scrollIntoViewIfNeeded()
    await screenshot(page, 'templates-question-rubric')

    await page.getByRole('tab', { name: 'Code' }).click()
    const code = page.locator('.cm-content')
    await code.waitFor()
    await page.setViewportSize({ width: 1280, height: 3200 })
    await code.locator('.cm-line', { hasText: '"name": "Ownership"' }).waitFor()
    await code.locator('.cm-line', { hasText: '"5": "Names their own part and its result"' }).waitFor()
    await page.getByText('The document is valid.').waitFor()
  },
}

export default spec
