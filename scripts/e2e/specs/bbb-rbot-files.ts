import { assert, type E2eSpec } from '../context.js'

const VTT = `WEBVTT

00:00:01.000 --> 00:00:05.000
<v Nora Recruiter>Welcome, tell me about your last project.

00:00:06.000 --> 00:00:12.000
<v Omar Candidate>I led the migration of our billing system to a new platform.
`

const spec: E2eSpec = {
  name: 'bbb: upload a recording-bot file to a meeting and import it as the transcript',
  async run({ page, signIn, screenshot }) {
    await signIn(page, 'admin@example.com', 'demo-admin', '/meetings/MeetingList')
    const title = `E2E bot file ${Date.now()}`
    await page.getByRole('button', { name: 'New meeting' }).click()
    const create = page.getByRole('dialog')
    await create.getByLabel('Title').fill(title)
    await create.getByRole('button', { name: 'Create' }).click()
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    const meetingUrl = new URL(page.url()).pathname

    await page.goto('/rbotmanager/RbotFileList')
    await page.getByRole('heading', { level: 1, name: 'Recording bot files' }).waitFor()
    await page.getByRole('combobox', { name: 'Meeting' }).first().selectOption({ label: title })
    await page
      .getByTestId('rbot-file-input')
      .setInputFiles({ name: 'interview.vtt', mimeType: 'text/vtt', buffer: Buffer.from(VTT) })
    await page.getByText('interview.vtt uploaded').waitFor()
    const row = page.locator('tr[data-file="interview.vtt"]').first()
    await row.waitFor()
    await row.getByRole('button', { name: 'Import as transcript' }).click()
    await page.getByText(`interview.vtt imported as the transcript of ${title}`).waitFor()
    await screenshot(page, 'bbb-rbot-files')

    await page.goto(meetingUrl)
    await page.getByText('I led the migration of our billing system').first().waitFor()
    assert(await page.getByText('Omar Candidate').first().isVisible(), 'the imported speakers are shown')

    // Delete asks in a Fluent alert dialog (no window.confirm); Cancel keeps the file, Delete removes it.
    await page.goto('/rbotmanager/RbotFileList')
    const again = page.locator('tr[data-file="interview.vtt"]').first()
    await again.getByRole('button', { name: 'Delete interview.vtt' }).click()
    const ask = page.getByRole('alertdialog')
    await ask.getByText('Delete interview.vtt?').waitFor()
    await screenshot(page, 'bbb-rbot-delete-confirm')
    await ask.getByRole('button', { name: 'Cancel' }).click()
    await ask.waitFor({ state: 'detached' })
    assert(await again.isVisible(), 'cancel keeps the file')
    await again.getByRole('button', { name: 'Delete interview.vtt' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click()
    await page.getByText('interview.vtt deleted').waitFor()
  },
}

export default spec
