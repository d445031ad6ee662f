import type { Page } from 'playwright-core'
import { assert, until, type E2eSpec, chooseLanguage } from '../context.js'

const VTT = `WEBVTT

00:00:01.000 --> 00:00:05.000
<v Maria Lopez>Hi Daniel, thanks for joining. Can you tell me about your current role?

00:00:06.000 --> 00:00:20.000
<v Daniel Carter>I'm a backend engineer. I led the migration of our routing service and I was responsible for the launch.
`

/**
 * A meeting with "Daniel Carter <email>" analysed by the built-in engine, through the API (the screens that do this
 * have their own spec): the profile the report links the participant to.
 */
async function analysedCandidate(page: Page, email: string): Promise<string> {
  const login = await page.request.post('/api/auth/login', {
    data: { email: 'admin@example.com', password: 'demo-admin' },
  })
  const { accessToken } = (await login.json()) as { accessToken: string }
  const headers = { authorization: `Bearer ${accessToken}` }
  const created = await page.request.post('/api/meetings', {
    headers,
    data: {
      title: `E2E interview ${email}`,
      kind: 'interview',
      scheduledAt: '2026-10-01T09:00:00.000Z',
      durationMinutes: 30,
      participants: [
        { name: 'Maria Lopez', role: 'host' },
        { name: 'Daniel Carter', email, role: 'candidate' },
      ],
    },
  })
  assert(created.status() === 201, `meeting created: ${created.status()}`)
  const { id } = (await created.json()) as { id: string }
  const up = await page.request.put(`/api/meetings/${id}/transcript`, {
    headers: { ...headers, 'content-type': 'text/vtt' },
    data: VTT,
  })
  assert(up.status() === 200, `transcript: ${up.status()}`)
  const started = await page.request.post(`/api/meetings/${id}/analyses`, { headers, data: { kinds: ['recruiter'] } })
  const { jobId } = (await started.json()) as { jobId: string }
  let status = 'queued'
  await until(
    async () => {
      const job = (await (await page.request.get(`/api/jobs/${jobId}`, { headers })).json()) as { status: string }
      status = job.status
      return !['queued', 'running'].includes(status)
    },
    'the analysis finished',
    60_000,
  )
  assert(status === 'completed', `the analysis completed, not ${status}`)
  const meeting = (await (await page.request.get(`/api/meetings/${id}`, { headers })).json()) as {
    participants: { name: string; profileId?: string }[]
  }
  const profileId = meeting.participants.find((p) => p.name === 'Daniel Carter')?.profileId
  assert(profileId, 'the participant links to a profile')
  return profileId
}

const specs: E2eSpec[] = [
  {
    name: 'digital profiles: searched, opened with trends and reports, edited and kept after a reload',
    async run({ page, context, signIn, screenshot }) {
      await signIn(page, 'admin@example.com', 'demo-admin', '/digitalprofiles/DPList')
      const table = page.getByRole('table', { name: 'Digital profiles' })
      await table.waitFor()
      await table.getByRole('link', { name: 'Emma Walsh' }).waitFor()
      await screenshot(page, 'product-profiles-list')

      // The search is debounced and server-side; nobody matching is the empty state, not an empty table.
      const search = page.getByRole('searchbox', { name: 'Search by name, e-mail or company' })
      await search.fill('zzz-nobody')
      await page.getByText('No profiles match “zzz-nobody”.').waitFor()
      await screenshot(page, 'product-profiles-empty')
      await search.fill('carter')
      await table.getByRole('link', { name: 'Emma Walsh' }).waitFor({ state: 'detached' })
      const person = table.getByRole('link', { name: 'Daniel Carter' })
      await person.waitFor()
      assert((await table.getByRole('row').count()) === 2, 'one row (and the header) after the search')

      // Sorting by report count asks the service again and keeps the search.
      await page.getByRole('columnheader', { name: 'Reports' }).click()
      await person.waitFor()

      await person.click()
      await page.waitForURL((url) => /^\/digitalprofiles\/[0-9a-f-]{36}$/.test(url.pathname))
      await page.getByRole('heading', { level: 1, name: 'Daniel Carter' }).waitFor()
      await page.locator('figure[aria-label^="Scores over time"] .recharts-line-dot').first().waitFor()
      const reports = page.getByRole('list', { name: 'Linked reports' })
      const report = reports.getByRole('link', { name: /^Recruiter report: Daniel Carter/ }).first()
      await report.waitFor()
      assert((await report.getAttribute('href'))?.startsWith('/reports/'), 'linked reports open the report page')
      await page.getByRole('list', { name: 'Latest signals' }).waitFor()
      await screenshot(page, 'product-profile-detail')

      // A kind's own tab draws that kind's scores.
      await page.getByRole('tab', { name: 'Recruiter report' }).click()
      await page.getByRole('group', { name: 'Scores shown' }).waitFor()

      // Edit: a bad e-mail is refused on the field, then a title and a tag are saved.
      await page.getByRole('button', { name: 'Edit' }).click()
      const dialog = page.getByRole('dialog', { name: 'Edit profile' })
      await dialog.getByLabel('E-mail').fill('not-an-email')
      await dialog.getByRole('button', { name: 'Save' }).click()
      await dialog.getByText('Enter a valid e-mail address, or leave it empty').waitFor()
      await dialog.getByLabel('E-mail').fill('daniel.carter@example.net')
      await dialog.getByLabel('Title', { exact: true }).fill('Staff engineer')
      await dialog.getByPlaceholder('Add a tag').fill('e2e-checked')
      await dialog.getByPlaceholder('Add a tag').press('Enter')
      await dialog.getByText('e2e-checked').waitFor()
      await screenshot(page, 'product-profile-edit')
      await dialog.getByRole('button', { name: 'Save' }).click()
      await page.getByText('The profile was saved.').waitFor()

      await page.reload()
      await page.getByRole('heading', { level: 1, name: 'Daniel Carter' }).waitFor()
      await page.getByText('Staff engineer', { exact: true }).first().waitFor()
      await page.getByText('daniel.carter@example.net').waitFor()
      await page.getByText('e2e-checked').waitFor()

      // Merge: the seeded "Priya Nair" (from transcripts) and "Priya Natarajan" (with identity) are one person;
      // keeping the other profile moves the reports there and opens it.
      await page.goto('/digitalprofiles/DPList')
      await page.getByRole('searchbox', { name: 'Search by name, e-mail or company' }).fill('Priya Nair')
      await table.getByRole('link', { name: 'Priya Nair' }).click()
      await page.getByRole('heading', { level: 1, name: 'Priya Nair' }).waitFor()
      const fromUrl = new URL(page.url()).pathname
      await page.getByRole('button', { name: 'Merge' }).click()
      const merge = page.getByRole('dialog', { name: 'Merge profiles' })
      await merge.getByRole('combobox').pressSequentially('Natarajan')
      await page.getByRole('option', { name: /Priya Natarajan/ }).click()
      await merge.getByRole('radio', { name: /^Keep Priya Natarajan/ }).check()
      await merge.getByText('Priya Nair will be deleted').waitFor()
      await screenshot(page, 'product-profile-merge')
      await merge.getByRole('button', { name: 'Merge' }).click()
      await page.getByRole('heading', { level: 1, name: 'Priya Natarajan' }).waitFor()
      await page.getByText('The profiles were merged.').waitFor()
      assert(new URL(page.url()).pathname !== fromUrl, 'the kept profile is opened')
      await page.getByRole('list', { name: 'Linked reports' }).getByRole('link').first().waitFor()

      // The removed profile is gone: the not-found state.
      await page.goto(fromUrl)
      await page.getByText('This profile does not exist').waitFor()
      await screenshot(page, 'product-profile-not-found')

      // A client reads profiles but may not change them: no edit or merge.
      const browser = context.browser()
      assert(browser, 'the context has a browser')
      const clientContext = await browser.newContext({
        baseURL: new URL(page.url()).origin,
        viewport: { width: 1440, height: 900 },
      })
      try {
        const clientPage = await clientContext.newPage()
        await signIn(clientPage, 'client@example.com', 'demo-client', '/digitalprofiles/DPList')
        await clientPage
          .getByRole('table', { name: 'Digital profiles' })
          .getByRole('link', { name: 'Daniel Carter' })
          .click()
        await clientPage.getByRole('heading', { level: 1, name: 'Daniel Carter' }).waitFor()
        await clientPage.getByRole('list', { name: 'Linked reports' }).waitFor()
        assert((await clientPage.getByRole('button', { name: 'Edit' }).count()) === 0, 'no Edit for a client')
        assert((await clientPage.getByRole('button', { name: 'Merge' }).count()) === 0, 'no Merge for a client')
      } finally {
        await clientContext.close()
      }
    },
  },
  {
    // After the spec above: it counts one Daniel Carter and gives him an e-mail.
    name: 'digital profiles: a participant who only shares a name is not merged: "Is this Daniel Carter?" is confirmed or dismissed (390 px, English and Arabic)',
    async run({ page, signIn, screenshot }) {
      await page.setViewportSize({ width: 390, height: 844 })
      await signIn(page, 'admin@example.com', 'demo-admin')
      const stamp = Date.now()
      const first = await analysedCandidate(page, `dan.carter.${stamp}@elsewhere.example`)
      await page.goto(`/digitalprofiles/${first}`)
      await page.getByRole('heading', { level: 1, name: 'Daniel Carter' }).waitFor()
      const bar = page.getByTestId('profile-same-as')
      await bar.getByText('Is this Daniel Carter?').waitFor()
      await page.getByText(`dan.carter.${stamp}@elsewhere.example`).first().waitFor()
      await screenshot(page, 'product-profile-same-as')
      await bar.getByRole('button', { name: 'Not the same person' }).click()
      await page.getByText('The profiles stay separate.').waitFor()
      await bar.waitFor({ state: 'detached' })
      await page.reload()
      await page.getByRole('heading', { level: 1, name: 'Daniel Carter' }).waitFor()
      await page.getByRole('list', { name: 'Linked reports' }).getByRole('link').first().waitFor()
      assert((await bar.count()) === 0, 'a dismissed suggestion stays dismissed')

      const second = await analysedCandidate(page, `daniel.${stamp}@another.example`)
      assert(second !== first, 'another e-mail is another profile')
      await page.goto(`/digitalprofiles/${second}`)
      await chooseLanguage(page, 'العربية')
      // The name is bidi-isolated inside the Arabic sentence.
      await bar.getByText(/هل هذا \u2068?Daniel Carter\u2069?؟/).waitFor()
      await screenshot(page, 'product-profile-same-as-ar')
      await bar.getByRole('button', { name: 'نعم، الشخص نفسه' }).click()
      await page.waitForURL((url) => url.pathname !== `/digitalprofiles/${second}`)
      await page.getByRole('heading', { level: 1, name: 'Daniel Carter' }).waitFor()
      await page.getByText('تم دمج الملفين.').waitFor()
      await screenshot(page, 'product-profile-same-as-merged-ar')
      // The confirmed profile was merged away: its page is the not-found state.
      await page.goto(`/digitalprofiles/${second}`)
      await page.getByText('هذا الملف غير موجود', { exact: false }).waitFor()
    },
  },
]

export default specs
