import { assert, type E2eSpec } from '../context.js'

const VTT = `WEBVTT

00:00:01.000 --> 00:00:08.000
<v Anna Recruiter>Thanks for joining, Boris. Our offer is $120,000 a year. You can reach me at anna.recruiter@example.com.

00:00:09.000 --> 00:00:20.000
<v Boris Candidate>Thank you. I led a team of five engineers on a billing migration. I was hoping for 140k. Call me on +1 415 555 0134.

00:00:21.000 --> 00:00:30.000
<v Clara Observer>I compared the options with the data: the risk is the timeline. I will send the notes by Friday.

00:00:31.000 --> 00:00:40.000
<v Anna Recruiter>Could we meet at 130,000? I will send the written offer by Monday.
`

const spec: E2eSpec = {
  name: 'the Analyse panel asks whose report it is: one report per chosen person, meeting-level kinds about the meeting',
  async run({ page, signIn, screenshot }) {
    const title = `E2E subjects ${Date.now()}`
    await signIn(page, 'admin@example.com', 'demo-admin', '/meetings/MeetingList')
    await page.getByRole('table', { name: 'Meetings' }).waitFor()
    await page.getByRole('button', { name: 'New meeting' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Title').fill(title)
    const people: [string, string][] = [
      ['Anna Recruiter', 'host'],
      ['Boris Candidate', 'candidate'],
      ['Clara Observer', 'participant'],
    ]
    for (const [i, [name, role]] of people.entries()) {
      await dialog.getByRole('button', { name: 'Add participant' }).click()
      await dialog.getByLabel(`Participant ${i + 1} name`).fill(name)
      await dialog.getByLabel(`Participant ${i + 1} role`).selectOption(role)
    }
    await dialog.getByRole('button', { name: 'Create' }).click()
    await page.getByRole('heading', { level: 1, name: title }).waitFor()

    await page
      .getByTestId('transcript-file')
      .setInputFiles({ name: 'talk.vtt', mimeType: 'text/vtt', buffer: Buffer.from(VTT) })
    await page.getByText('Transcript uploaded. Segments: 4.').waitFor()

    // The transcript view masks sensitive values; an admin reveals them (the reveal is logged by the service).
    const lines = page.getByRole('list', { name: 'Transcript' })
    await lines.getByText('billing migration').waitFor()
    assert(
      !(await lines.innerText()).includes('anna.recruiter@example.com'),
      'the e-mail is masked in the transcript view',
    )
    await page.getByRole('button', { name: 'Reveal (logged)' }).click()
    await lines.getByText('anna.recruiter@example.com').waitFor()
    await screenshot(page, 'analysis-transcript-revealed')

    const kinds = page.getByRole('group', { name: 'Report kinds' })
    for (const box of await kinds.getByRole('checkbox').all()) if (await box.isChecked()) await box.uncheck()
    await kinds.getByLabel('Self-assessment').check()
    await kinds.getByLabel('Negotiation analysis').check()
    const picker = page.getByRole('list', { name: 'Whose report is it' })
    await picker.getByText('About the meeting').waitFor()
    const who = picker.getByRole('combobox', { name: /is about/ })
    assert(
      (await who.textContent())?.includes('Boris Candidate') ||
        (await who.inputValue().catch(() => '')).includes('Boris Candidate'),
      'the candidate is chosen by default',
    )
    await who.click()
    // Fluent's multiselect dropdown lists its people as menu item checkboxes.
    await page.getByRole('menuitemcheckbox', { name: 'Clara Observer' }).click()
    await page.keyboard.press('Escape')
    await screenshot(page, 'analysis-subjects-panel')

    await page.getByRole('button', { name: 'Analyse', exact: true }).click()
    await page.getByText('Done: the reports are ready.').waitFor({ timeout: 90_000 })
    const reports = page.getByRole('list', { name: 'Reports' })
    for (const name of [
      'Self-assessment · Boris Candidate',
      'Self-assessment · Clara Observer',
      'Negotiation analysis · meeting',
    ])
      await reports.getByRole('link', { name }).waitFor()
    assert((await reports.getByRole('link', { name: /Anna Recruiter/ }).count()) === 0, 'no report about the host')
    await screenshot(page, 'analysis-subjects-reports')

    await reports.getByRole('link', { name: 'Negotiation analysis · meeting' }).click()
    await page.getByRole('heading', { name: 'Summary' }).waitFor()
    const body = await page.locator('main').innerText()
    assert(
      !body.includes('anna.recruiter@example.com') && !body.includes('415 555 0134'),
      'no e-mail or phone in clear in the report',
    )
    await screenshot(page, 'analysis-negotiation-report')

    // Revoking a share link asks first and says it is done.
    await page.getByRole('button', { name: 'Share' }).click()
    const share = page.getByRole('dialog')
    await share.getByRole('button', { name: 'Create link' }).click()
    await share.getByLabel('Public link').waitFor()
    await share.getByRole('button', { name: 'Revoke link' }).click()
    await share.getByText('Revoke it?').waitFor()
    await screenshot(page, 'analysis-revoke-confirm')
    await share.getByRole('button', { name: 'Yes, revoke' }).click()
    await share.getByText('The link was revoked').waitFor()
  },
}

export default spec
