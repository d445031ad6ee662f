import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { assert, chooseLanguage, settle, SHOTS_DIR, until, type E2eContext, type E2eSpec } from '../context.js'

const RUBRIC = [
  { id: 'clarity', name: 'Clarity', anchors: { '1': 'Hard to follow', '3': 'Some rambling', '5': 'Clear' } },
]
/** The spec's own question set (other specs edit the demo ones): two questions with one criterion each. */
const QUESTION_SET = (language: string) => ({
  language,
  questions: [
    { id: 'about', text: 'Tell us about yourself and your current role.', criteria: RUBRIC },
    { id: 'achievement', text: 'Describe an achievement you are proud of and your part in it.', criteria: RUBRIC },
  ],
})
const ANSWERS: Record<string, string> = {
  about: 'I am a backend engineer; I led the migration of our billing service to PostgreSQL.',
  achievement: 'I delivered the routing engine ahead of the deadline and mentored two colleagues.',
}

async function call(baseUrl: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  assert(res.ok, `${method} ${path}: ${res.status} ${text}`)
  return text ? JSON.parse(text) : null
}

const adminToken = async (baseUrl: string) =>
  (await call(baseUrl, 'POST', '/api/auth/login', { email: 'admin@example.com', password: 'demo-admin' }))
    .accessToken as string

/** An interview the candidate answered and completed through the public API (no reports asked for). */
async function completedInterview(baseUrl: string, candidateName: string, language: string) {
  const token = await adminToken(baseUrl)
  const name = `Team review set ${candidateName}`
  await call(baseUrl, 'POST', '/api/templates', { kind: 'question-set', name, document: QUESTION_SET(language) }, token)
  const sets = await call(baseUrl, 'GET', '/api/self-interviews/question-sets', undefined, token)
  const set = sets.questionSets.find((s: { name: string }) => s.name === name)
  const created = await call(
    baseUrl,
    'POST',
    '/api/self-interviews',
    {
      candidateName,
      candidateEmail: 'team.review@example.org',
      questionSetId: set.id,
      language,
      expiresInDays: 7,
      requestedKinds: [],
      sendInvitation: false,
    },
    token,
  )
  const pub = `/api/public/self-interviews/${created.uid}`
  await call(baseUrl, 'POST', `${pub}/open`, { consent: true })
  for (const q of Object.keys(ANSWERS)) {
    await call(baseUrl, 'POST', `${pub}/questions/${q}/open`, {})
    await call(baseUrl, 'PUT', `${pub}/questions/${q}/answer`, { text: ANSWERS[q], submit: true })
  }
  await call(baseUrl, 'POST', `${pub}/complete`)
  return { id: created.selfInterview.id as string, token }
}

/** The path of a review link (the service writes its own public address in front). */
const pathOfLink = (link: string) => link.slice(link.indexOf('/review/'))

async function signedOut(browser: Browser, baseUrl: string, phone = false) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    colorScheme: 'light',
  })
  return { context, page: await context.newPage() }
}

async function rateAll(page: Page, rating: string) {
  for (const q of Object.keys(ANSWERS))
    await page.locator(`[data-question="${q}"] [data-criterion="clarity"]`).getByRole('radio', { name: rating }).check()
}

async function fitsPhone(page: Page, what: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  assert(width <= 390, `${what}: the page is ${width} px wide at a 390 px viewport`)
}

const specs: E2eSpec[] = [
  {
    name: 'selfinter team review: the manager invites an external reviewer, who opens the link signed out, scores and submits; the manager sees "Submitted"',
    async run({ page, context, baseUrl, signIn, screenshot }: E2eContext) {
      const candidate = `Tess Team ${Date.now()}`
      const { id } = await completedInterview(baseUrl, candidate, 'en')
      await signIn(page, 'admin@example.com', 'demo-admin', `/selfintermanager/${id}`)
      const section = page.getByTestId('reviewers-section')
      await section.getByText('No reviewer invited yet.').waitFor()
      await section.getByTestId('invite-reviewer').click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: 'Send invitation' }).click()
      await dialog.getByText('Fill in this field.').first().waitFor()
      await dialog.getByTestId('invite-email').fill('erin.external@example.org')
      await dialog.getByTestId('invite-name').fill('Erin External')
      await dialog.getByRole('button', { name: 'Send invitation' }).click()
      const linkBox = section.getByTestId('review-link')
      await linkBox.waitFor()
      const link = await linkBox.inputValue()
      assert(/\/review\/[A-Za-z0-9_-]{40,}$/.test(link), `a review link: ${link}`)
      const row = section.getByTestId('reviewer-row').filter({ hasText: 'Erin External' })
      await row.getByTestId('reviewer-status').getByText('Invited').waitFor()
      await section.scrollIntoViewIfNeeded()
      await screenshot(page, 'selfinter-team-review-invited')

      // The reviewer, signed out in another browser context, opens the link.
      const erin = await signedOut(context.browser()!, baseUrl)
      try {
        const e = erin.page
        await e.goto(pathOfLink(link))
        await e.getByRole('heading', { name: `Review of ${candidate}'s interview` }).waitFor()
        await e.getByText(/asks you, Erin External, to rate each answer/).waitFor()
        await e.getByText(ANSWERS.about!).waitFor()
        await rateAll(e, '4')
        await e.getByTestId('review-save').click()
        await e.getByText('Draft saved: 2 of 2 rated').waitFor()
        await screenshot(e, 'selfinter-team-review-link-form')
        // Meanwhile the manager sees the review in progress.
        await page.reload()
        await row.getByTestId('reviewer-status').getByText('In progress').waitFor()
        await e.getByTestId('review-submit').click()
        await e.getByRole('alertdialog').getByRole('button', { name: 'Submit review' }).click()
        await e.getByTestId('review-link-done').getByText('Thank you: your review is submitted.').waitFor()
        await e.getByTestId('combined-scorecard').waitFor()
        await screenshot(e, 'selfinter-team-review-link-done')
      } finally {
        await erin.context.close()
      }

      await page.reload()
      await row.getByTestId('reviewer-status').getByText('Submitted').waitFor()
      await row.getByText(/^Submitted /).waitFor()
      // Her review counts among the submitted ones on the manager's own review panel.
      await page
        .getByTestId('reviewers-submitted')
        .getByText(/Erin External/)
        .waitFor()
      await section.scrollIntoViewIfNeeded()
      await settle(page)
      await screenshot(page, 'selfinter-team-review-submitted')

      // Revoking closes the link: the page says it is not valid.
      await row.getByTestId('reviewer-revoke').click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click()
      await section.getByText('No reviewer invited yet.').waitFor()
      const after = await signedOut(context.browser()!, baseUrl)
      try {
        await after.page.goto(pathOfLink(link))
        await after.page.getByText('This review link is not valid.', { exact: false }).waitFor()
      } finally {
        await after.context.close()
      }
    },
  },
  {
    name: 'selfinter team review: the public review page in Arabic at 390 px (the interview’s language), right to left',
    async run({ context, baseUrl, signIn, screenshot }: E2eContext) {
      const candidate = `Rana ${Date.now()}`
      const { id, token } = await completedInterview(baseUrl, candidate, 'ar')
      const due = new Date(Date.now() + 2 * 86_400_000).toISOString()
      const invited = await call(
        baseUrl,
        'POST',
        `/api/self-interviews/${id}/review-invitations`,
        { email: 'samir.external@example.org', name: 'Samir', dueAt: due },
        token,
      )
      const phone = await signedOut(context.browser()!, baseUrl, true)
      try {
        const p = phone.page
        await p.goto(pathOfLink(invited.link))
        // No language was chosen in this browser: the page opens in the interview's language.
        await until(
          async () =>
            (await p.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir}`)) === 'ar rtl',
          'the page is in Arabic, right to left',
        )
        await p.getByRole('heading', { name: new RegExp(`تقييم مقابلة \u2068?${candidate}`) }).waitFor()
        await p.getByText(ANSWERS.about!).waitFor()
        await p.getByTestId('language-switch').waitFor()
        await rateAll(p, '3')
        await p
          .getByTestId('review-progress')
          .getByText(/قُيّم \u2068?2\u2069? من \u2068?2\u2069?/)
          .waitFor()
        await fitsPhone(p, 'the Arabic review page')
        await settle(p)
        await screenshot(p, 'selfinter-team-review-link-ar-390')
        await p.getByTestId('review-submit').click()
        await p.getByRole('alertdialog').getByRole('button', { name: 'إرسال التقييم' }).click()
        await p.getByTestId('review-link-done').getByText('شكرًا لك: أُرسل تقييمك.').waitFor()
        await p.getByTestId('combined-scorecard').waitFor()
        await fitsPhone(p, 'the Arabic thank-you')
        await screenshot(p, 'selfinter-team-review-link-done-ar-390')
      } finally {
        await phone.context.close()
      }

      // The manager's Reviewers section in Arabic on a phone: the submitted chip, and the invite dialog.
      const manager = await signedOut(context.browser()!, baseUrl, true)
      try {
        const m = manager.page
        await signIn(m, 'admin@example.com', 'demo-admin', `/selfintermanager/${id}`)
        await chooseLanguage(m, 'العربية')
        const section = m.getByTestId('reviewers-section')
        await section
          .getByTestId('reviewer-row')
          .filter({ hasText: 'Samir' })
          .getByTestId('reviewer-status')
          .getByText('أُرسل')
          .waitFor()
        await section.scrollIntoViewIfNeeded()
        await fitsPhone(m, 'the Arabic reviewers section')
        await settle(m)
        await section.screenshot({ path: path.join(SHOTS_DIR, 'selfinter-team-review-section-ar-390.png') })
        await section.getByTestId('invite-reviewer').click()
        const dialog = m.getByRole('dialog')
        await dialog.getByRole('heading', { name: 'دعوة مراجِع' }).waitFor()
        await dialog.getByRole('button', { name: 'إرسال الدعوة' }).click()
        await dialog.getByText('املأ هذا الحقل.').first().waitFor()
        await fitsPhone(m, 'the Arabic invite dialog')
        await screenshot(m, 'selfinter-team-review-invite-ar-390')
      } finally {
        await manager.context.close()
      }
    },
  },
]

export default specs
