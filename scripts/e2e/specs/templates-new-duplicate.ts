import { assert, type E2eSpec } from '../context.js'

const idOf = (url: string) => new URL(url).searchParams.get('id')

const builder: E2eSpec = {
  name: 'templates: New makes a rubric from a starter and Duplicate copies it, from the builder',
  async run({ page, signIn, screenshot }) {
    await signIn(page, 'admin@example.com', 'demo-admin', '/jsonbuilder/SmartBuilderVisual')
    const name = `Support rubric ${Date.now()}`
    await page.getByRole('button', { name: 'New', exact: true }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('combobox', { name: 'Kind' }).selectOption('rubric')
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name)
    await screenshot(page, 'templates-new-dialog')
    await dialog.getByRole('button', { name: 'Create' }).click()
    // The builder opens the new template: the picker names it, the starter's section is there to edit.
    const picker = page.getByRole('combobox', { name: 'Template' })
    await page.waitForFunction((n) => document.querySelector('[role="combobox"]')?.textContent?.includes(n), name)
    const made = idOf(page.url())
    assert(made, `the builder opened the new template (${page.url()})`)
    assert((await picker.textContent())?.includes('Rubric'), 'the new template is a rubric')

    await page.getByRole('button', { name: 'Duplicate', exact: true }).click()
    await page.waitForFunction(
      (n) => document.querySelector('[role="combobox"]')?.textContent?.includes(`${n} (copy)`),
      name,
    )
    assert(idOf(page.url()) && idOf(page.url()) !== made, 'the copy is another template')
    await screenshot(page, 'templates-duplicated')

    // The same name again is refused in words.
    await page.getByRole('button', { name: 'New', exact: true }).click()
    await dialog.getByRole('combobox', { name: 'Kind' }).selectOption('rubric')
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name)
    await dialog.getByRole('button', { name: 'Create' }).click()
    await dialog.getByText('exists already').waitFor()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
  },
}

const wizard: E2eSpec = {
  name: 'self-interviews: the wizard’s question-set step makes a new set and duplicates one, and picks it',
  async run({ page, signIn, screenshot }) {
    await signIn(page, 'admin@example.com', 'demo-admin')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/selfintermanager/SelfInterList')
    await page.getByRole('button', { name: 'New self-interview' }).click()
    const wizard = page.getByRole('dialog', { name: /step 1/ })
    await wizard.getByLabel("Candidate's name").fill('Nadia New')
    await wizard.getByLabel("Candidate's e-mail").fill(`nadia.${Date.now()}@example.org`)
    await wizard.getByRole('button', { name: 'Next' }).click()
    const step = page.getByRole('dialog', { name: /step 2/ })
    const set = step.getByTestId('question-set')
    await set.selectOption({ label: 'Engineering (EN)' })

    const name = `Support screening ${Date.now()}`
    await step.getByTestId('new-question-set').click()
    await step.getByRole('textbox', { name: 'Name of the new question set' }).fill(name)
    await step.getByRole('button', { name: 'Create', exact: true }).click()
    const wizardAgain = step
    // The new set is picked, with the starter's question listed.
    await page.waitForFunction((n) => {
      const select = document.querySelector<HTMLSelectElement>('[data-testid="question-set"]')
      return select?.selectedOptions[0]?.textContent === n
    }, name)
    await screenshot(page, 'selfinter-wizard-new-set')
    await wizardAgain.getByText('Tell us about yourself and your current role.').waitFor()

    await wizardAgain.getByTestId('duplicate-question-set').click()
    await page.waitForFunction((n) => {
      const select = document.querySelector<HTMLSelectElement>('[data-testid="question-set"]')
      return select?.selectedOptions[0]?.textContent === `${n} (copy)`
    }, name)
    const edit = wizardAgain.getByRole('link', { name: 'Edit in the builder' })
    assert((await edit.getAttribute('href'))?.startsWith('/jsonbuilder/SmartBuilderVisual?id='), 'the link edits it')
    await wizardAgain.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('dialog', { name: /step 3/ }).waitFor()
  },
}

export default [builder, wizard]
