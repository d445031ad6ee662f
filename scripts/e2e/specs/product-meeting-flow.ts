import { assert, type E2eSpec } from '../context.js'

// A short interview as WebVTT with voice tags (the shape BigBlueButton recordings produce).
const VTT = `WEBVTT

00:00:01.000 --> 00:00:06.000
<v Anna Recruiter>Thanks for joining. Can you tell me about a project where you led the team?

00:00:07.000 --> 00:00:19.000
<v Boris Candidate>Sure. I led a team of five engineers on a billing migration. I planned the roadmap, we agreed on deadlines, and I took responsibility for the delivery.

00:00:20.000 --> 00:00:25.000
<v Anna Recruiter>How did you handle a conflict or a disagreement inside the team?

00:00:26.000 --> 00:00:40.000
<v Boris Candidate>I listened to both sides, asked clarifying questions and we found a compromise. I think communication and feedback matter most. I would suggest a new idea when we are stuck.

00:00:41.000 --> 00:00:47.000
<v Anna Recruiter>What about testing and quality? How do you make sure nothing is missed?

00:00:48.000 --> 00:01:02.000
<v Boris Candidate>I check every detail, write tests and review the code carefully before a release. Send the report to boris@example.com and I will finish it by Friday.

00:01:03.000 --> 00:01:08.000
<v Anna Recruiter>Great. We will send you the next steps by Monday.
`

const spec: E2eSpec = {
  name: 'a meeting is created, transcribed, analysed, its report shared and read signed out',
  async run({ page, context, signIn, screenshot }) {
    const title = `E2E interview ${Date.now()}`
    await signIn(page, 'admin@example.com', 'demo-admin', '/meetings/MeetingList')
    await page.getByRole('table', { name: 'Meetings' }).waitFor()

    await page.getByRole('button', { name: 'New meeting' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Title').fill(title)
    await dialog.getByRole('button', { name: 'Create' }).click()
    await page.getByRole('heading', { level: 1, name: title }).waitFor()

    await page
      .getByTestId('transcript-file')
      .setInputFiles({ name: 'interview.vtt', mimeType: 'text/vtt', buffer: Buffer.from(VTT) })
    await page.getByText('Transcript uploaded. Segments: 7.').waitFor()
    await page.getByRole('list', { name: 'Transcript' }).getByText('billing migration').waitFor()

    const kinds = page.getByRole('group', { name: 'Report kinds' })
    for (const name of ['Team-role signals (Belbin-style)', 'Information-security review', 'Active listening'])
      await kinds.getByLabel(name).check()
    await page.getByRole('button', { name: 'Analyse', exact: true }).click()
    await page.getByText('Done: the reports are ready.').waitFor({ timeout: 60_000 })
    const reports = page.getByRole('list', { name: 'Reports' })
    await reports.getByRole('link', { name: 'Competence assessment' }).waitFor()
    await screenshot(page, 'product-meeting-detail')

    // One report per chart kind: competence bars + talk time, team-role radar, risk gauge.
    for (const [name, shot] of [
      ['Team-role signals (Belbin-style)', 'product-report-belbin'],
      ['Information-security review', 'product-report-info-security'],
      ['Competence assessment', 'product-report-competence'],
    ] as const) {
      await page.getByRole('list', { name: 'Reports' }).getByRole('link', { name }).click()
      await page.getByRole('heading', { name: 'Summary' }).waitFor()
      await page.locator('.recharts-surface').first().waitFor()
      await screenshot(page, shot)
      if (shot !== 'product-report-competence') await page.goBack()
    }

    // Evidence opens the transcript at its time.
    const evidence = page.getByRole('link', { name: /^Open the transcript at/ }).first()
    await evidence.click()
    await page.waitForURL((url) => url.pathname.startsWith('/meetings/') && url.search.startsWith('?t='))
    await page.locator('[data-active="true"]').waitFor()
    await page.goBack()
    await page.getByRole('heading', { name: 'Summary' }).waitFor()

    await page.getByRole('button', { name: 'Share' }).click()
    const share = page.getByRole('dialog')
    await share.getByRole('button', { name: 'Create link' }).click()
    const url = await share.getByLabel('Public link').inputValue()
    assert(url.includes('/reports-public/'), `a public link, got ${url}`)
    await screenshot(page, 'product-share-dialog')

    // Signed out: a fresh browser context without the session.
    const browser = context.browser()
    assert(browser, 'the context has a browser')
    const anonymous = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    try {
      const publicPage = await anonymous.newPage()
      await publicPage.goto(new URL(new URL(url).pathname, page.url()).href)
      await publicPage.getByText('Shared report · read-only').waitFor()
      await publicPage
        .getByRole('heading', { level: 1, name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
        .waitFor()
        .catch(() => publicPage.getByRole('heading', { level: 1 }).waitFor())
      await publicPage.getByRole('heading', { name: 'Summary' }).waitFor()
      assert(new URL(publicPage.url()).pathname.startsWith('/reports-public/'), 'stays on the public page signed out')
      await screenshot(publicPage, 'product-public-report')
    } finally {
      await anonymous.close()
    }
  },
}

export default spec
