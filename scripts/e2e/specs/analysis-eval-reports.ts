import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { assert, type E2eSpec } from '../context.js'

/** Transcripts of the evaluation set (service/test/analysis/eval), uploaded as the files people upload. */
const file = (path: string) => readFileSync(new URL(`../../../service/test/analysis/eval/${path}`, import.meta.url))

async function meetingWith(page: Page, title: string, people: [string, string][], name: string, body: Buffer) {
  await page.goto('/meetings/MeetingList')
  await page.getByRole('table', { name: 'Meetings' }).waitFor()
  await page.getByRole('button', { name: 'New meeting' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Title').fill(title)
  for (const [i, [who, role]] of people.entries()) {
    await dialog.getByRole('button', { name: 'Add participant' }).click()
    await dialog.getByLabel(`Participant ${i + 1} name`).fill(who)
    await dialog.getByLabel(`Participant ${i + 1} role`).selectOption(role)
  }
  await dialog.getByRole('button', { name: 'Create' }).click()
  await page.getByRole('heading', { level: 1, name: title }).waitFor()
  await page.getByTestId('transcript-file').setInputFiles({ name, mimeType: 'text/plain', buffer: body })
  await page.getByText(/Transcript uploaded\. Segments: \d+\./).waitFor()
}

async function analyse(page: Page, kind: string, report: string) {
  const kinds = page.getByRole('group', { name: 'Report kinds' })
  for (const box of await kinds.getByRole('checkbox').all()) if (await box.isChecked()) await box.uncheck()
  await kinds.getByLabel(kind).check()
  await page.getByRole('button', { name: 'Analyse', exact: true }).click()
  await page.getByText('Done: the reports are ready.').waitFor({ timeout: 120_000 })
  await page.getByRole('list', { name: 'Reports' }).getByRole('link', { name: report }).click()
  await page.getByRole('heading', { name: 'Summary' }).waitFor()
}

const spec: E2eSpec = {
  name: 'issue 25: the interview report and the weekly meeting report, from the evaluation set',
  async run({ page, signIn, screenshot }) {
    await signIn(page, 'admin@example.com', 'demo-admin')

    await meetingWith(
      page,
      `Backend interview ${Date.now()}`,
      [
        ['Sarah Mitchell', 'host'],
        ['Daniel Ortiz', 'candidate'],
      ],
      'interview.txt',
      file('dev/en-interview-backend.txt'),
    )
    await analyse(page, 'Recruiter report', 'Recruiter report · Daniel Ortiz')
    const interview = await page.locator('main').innerText()
    assert(
      !/Good morning Daniel/.test(interview.split('Summary')[1]?.slice(0, 400) ?? ''),
      'no greeting in the summary',
    )
    assert(/skip the take-home/.test(interview), 'the decision to skip the take-home is shown')
    await screenshot(page, 'analysis-interview-report')

    await meetingWith(
      page,
      `Engineering weekly ${Date.now()}`,
      [
        ['Daniel Brooks', 'host'],
        ['Marco Silva', 'participant'],
        ['Dana Levi', 'participant'],
        ['Priya Nair', 'participant'],
        ['Tom Hughes', 'participant'],
      ],
      'weekly.vtt',
      file('dev/en-weekly.vtt'),
    )
    await analyse(page, 'Negotiation analysis', 'Negotiation analysis · meeting')
    const weekly = await page.locator('main').innerText()
    assert(
      /lint rule that enforces concurrent indexes/.test(weekly),
      'Marco\'s task is the lint rule, not "I\'ll do it"',
    )
    assert(/we go with React Native/.test(weekly), 'the decision is listed')
    await screenshot(page, 'analysis-weekly-report')
  },
}

export default spec
