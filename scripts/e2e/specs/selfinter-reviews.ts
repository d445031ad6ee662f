import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { assert, chooseLanguage, settle, SHOTS_DIR, until, type E2eContext, type E2eSpec } from '../context.js'

const ANSWERS: Record<string, string> = {
  about:
    'I am a backend engineer. I led the migration of our billing service to PostgreSQL and I was responsible for the launch.',
  achievement: 'I delivered the routing engine ahead of the deadline; I planned the work and mentored two colleagues.',
  end: 'We disagreed about the database design; I listened, we analysed the trade-offs together and agreed on a plan.',
}
const anchors = (low: string, mid: string, high: string) => ({ '1': low, '3': mid, '5': high })
const RUBRIC = [
  {
    id: 'clarity',
    name: 'Clarity',
    anchors: anchors('Hard to follow; no clear point', 'Understandable, with some rambling', 'Clear and concise'),
  },
  {
    id: 'evidence',
    name: 'Concrete evidence',
    anchors: anchors('Only general claims', 'One thin example', 'Specific examples, own part and results'),
  },
]
/** The spec's own set (another spec edits the demo ones): two questions with a rubric, the last one without. */
const QUESTION_SET = {
  language: 'en',
  questions: [
    { id: 'about', text: 'Tell us about yourself and your current role.', criteria: RUBRIC },
    { id: 'achievement', text: 'Describe an achievement you are proud of and your part in it.', criteria: RUBRIC },
    { id: 'end', text: 'Tell us about a disagreement in your team and how it was resolved.' },
  ],
}
/** What a reviewer rates: each question's criteria, and the one overall rating of the question without any. */
const CELLS = [
  ['about', 'clarity'],
  ['about', 'evidence'],
  ['achievement', 'clarity'],
  ['achievement', 'evidence'],
  ['end', 'overall'],
] as const

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

const tokenOf = async (baseUrl: string, email: string, password: string) =>
  (await call(baseUrl, 'POST', '/api/auth/login', { email, password })).accessToken as string

/**
 * A General screening interview the candidate answered and completed through the public API, with its recruiter
 * report made (the engine's scores the reviewers' are shown beside). Returns its id.
 */
async function completedInterview(baseUrl: string, candidateName: string): Promise<string> {
  const token = await tokenOf(baseUrl, 'admin@example.com', 'demo-admin')
  const name = `Reviewed set ${candidateName}`
  await call(baseUrl, 'POST', '/api/templates', { kind: 'question-set', name, document: QUESTION_SET }, token)
  const sets = await call(baseUrl, 'GET', '/api/self-interviews/question-sets', undefined, token)
  const set = sets.questionSets.find((s: { name: string }) => s.name === name)
  const created = await call(
    baseUrl,
    'POST',
    '/api/self-interviews',
    {
      candidateName,
      candidateEmail: 'rae.reviewed@example.org',
      questionSetId: set.id,
      language: 'en',
      expiresInDays: 7,
      requestedKinds: ['recruiter'],
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
  const id = created.selfInterview.id as string
  // The analysis is a job: bounded like the other specs that wait for one.
  await until(
    async () => {
      const d = await call(baseUrl, 'GET', `/api/self-interviews/${id}`, undefined, token)
      return d.reports.length > 0 && d.reports.every((r: { status: string }) => r.status === 'ready')
    },
    'the recruiter report is ready',
    90_000,
  )
  return id
}

/** Rates every criterion of every answer on the form (`rating(cell index)`), with a comment on the first. */
async function rateAll(page: Page, rating: (cell: number) => number, comment: string) {
  const form = page.getByTestId('review-form')
  for (const [i, [q, c]] of CELLS.entries()) {
    const criterion = form.locator(`[data-question="${q}"] [data-criterion="${c}"]`)
    await criterion.getByRole('radio', { name: String(rating(i)) }).check()
    if (i === 0) await criterion.getByRole('textbox').fill(comment)
  }
}

/** The page fits 390 px: the tables scroll inside their own box, the page never sideways. */
async function fitsPhone(page: Page, what: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  assert(width <= 390, `${what}: the page is ${width} px wide at a 390 px viewport`)
}

async function phone(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 390, height: 844 },
    colorScheme: 'light',
  })
  return { context, page: await context.newPage() }
}

/** The review panel alone, at its full height: the full-page shot of a long screen shrinks it past reading. */
async function panelShot(page: Page, name: string) {
  await settle(page)
  await page.getByTestId('review-panel').screenshot({ path: path.join(SHOTS_DIR, `${name}.png`) })
}

/** The mean shown for answer 1's Clarity, against the number as the page's language writes it. */
async function expectMean(page: Page, expected: number) {
  const cell = page.locator('[data-cell="about/clarity"] [data-testid="cell-mean"]')
  const want = await page.evaluate((n) => new Intl.NumberFormat(document.documentElement.lang).format(n), expected)
  await until(async () => (await cell.textContent())?.trim() === want, `answer 1 Clarity's mean is ${want}`)
}

const specs: E2eSpec[] = [
  {
    name: 'selfinter reviews: two reviewers rate the answers; the second sees nothing of the first before submitting, then the combined scorecard beside the engine (English, 390 px)',
    async run({ page, context, baseUrl, signIn, screenshot }: E2eContext) {
      const id = await completedInterview(baseUrl, `Rae Reviewed ${Date.now()}`)
      // Alice (admin) reviews on a desktop: a draft first, then the confirmed submit.
      await signIn(page, 'admin@example.com', 'demo-admin', `/selfintermanager/${id}`)
      const panel = page.getByTestId('review-panel')
      await panel.getByText('No other reviewer has submitted yet.').waitFor()
      await page.getByText('Hard to follow; no clear point').first().waitFor()
      // The question without a rubric gets one overall rating, its anchors the generic ones.
      const overall = page.locator('[data-question="end"] [data-criterion="overall"]')
      await overall.getByRole('radiogroup', { name: 'Overall' }).waitFor()
      await overall.getByText('Adequate', { exact: true }).waitFor()
      await rateAll(page, (i) => (i === 0 ? 2 : 4), 'Alice: rambles at first')
      await page.getByTestId('review-save').click()
      await page.getByText('Draft saved: 5 of 5 rated').waitFor()
      await page.reload()
      await page.getByText('Draft saved: 5 of 5 rated').waitFor()
      assert(
        await page
          .locator('[data-question="about"] [data-criterion="clarity"]')
          .getByRole('radio', { name: '2' })
          .isChecked(),
        'the draft is kept across a reload',
      )
      await page.getByTestId('review-form').scrollIntoViewIfNeeded()
      await screenshot(page, 'selfinter-review-form')
      await page.getByTestId('review-submit').click()
      const dialog = page.getByRole('alertdialog')
      await dialog.getByText('A submitted review is final').waitFor()
      await dialog.getByRole('button', { name: 'Submit review' }).click()
      await page.getByTestId('combined-scorecard').waitFor()
      await expectMean(page, 2)
      assert((await page.getByTestId('review-form').count()) === 0, 'a submitted review is no longer a form')
      await panelShot(page, 'selfinter-review-panel-submitted')

      // Chris (client) on a phone: Alice has submitted, her scores and comment are nowhere on his screen.
      const chris = await phone(context.browser()!, baseUrl)
      try {
        const c = chris.page
        await signIn(c, 'client@example.com', 'demo-client', `/selfintermanager/${id}`)
        await c.getByTestId('reviewers-submitted').getByText('Submitted: Alice Admin.').waitFor()
        await c.getByTestId('review-form').waitFor()
        assert((await c.getByTestId('combined-scorecard').count()) === 0, 'no scorecard before submitting')
        assert((await c.getByText('Alice: rambles at first').count()) === 0, "no other reviewer's comment")
        await c.getByText('Their scores stay hidden until you submit yours').scrollIntoViewIfNeeded()
        await fitsPhone(c, 'the review form')
        await screenshot(c, 'selfinter-review-hidden-390')
        await rateAll(c, (i) => (i === 0 ? 4 : 5), 'Chris: clear enough')
        await c.getByTestId('review-submit').click()
        await c.getByRole('alertdialog').getByRole('button', { name: 'Submit review' }).click()
        await c.getByTestId('combined-scorecard').waitFor()
        await expectMean(c, 3)
        await c.getByText('Alice: rambles at first').waitFor()
        await c.getByTestId('engine-overall').waitFor()
        assert(/\d/.test((await c.getByTestId('engine-overall').textContent()) ?? ''), "the engine's overall score")
        await c.getByTestId('combined-scorecard').scrollIntoViewIfNeeded()
        await fitsPhone(c, 'the scorecard')
        await screenshot(c, 'selfinter-review-combined-390')
        await panelShot(c, 'selfinter-review-panel-combined-390')
      } finally {
        await chris.context.close()
      }
    },
  },
  {
    name: 'selfinter reviews: in Arabic at 390 px, a reviewer rates, submits after the confirmation and then sees the other reviewer in the scorecard',
    async run({ context, baseUrl, signIn, screenshot }: E2eContext) {
      const id = await completedInterview(baseUrl, `Rami Reviewed ${Date.now()}`)
      // Alice's review through the API: this spec is about the second reviewer's screen.
      const token = await tokenOf(baseUrl, 'admin@example.com', 'demo-admin')
      const scores = CELLS.map(([q, c]) => ({ questionId: q, criterionId: c, rating: 2 }))
      await call(baseUrl, 'POST', `/api/self-interviews/${id}/reviews/mine/submit`, { scores }, token)

      const chris = await phone(context.browser()!, baseUrl)
      try {
        const c = chris.page
        await signIn(c, 'client@example.com', 'demo-client', `/selfintermanager/${id}`)
        await chooseLanguage(c, 'العربية')
        await c.getByRole('heading', { name: 'تقييمك' }).waitFor()
        await c
          .getByTestId('reviewers-submitted')
          .getByText(/أرسل: \u2068?Alice Admin\u2069?\./)
          .waitFor()
        assert((await c.getByTestId('combined-scorecard').count()) === 0, 'no scorecard before submitting')
        assert(
          (await c.getByTestId('review-submit').isDisabled()) === true,
          'submit waits for every criterion to be rated',
        )
        await rateAll(c, () => 4, 'واضح')
        await c
          .getByTestId('review-progress')
          .getByText(/قُيّم \u2068?5\u2069? من \u2068?5\u2069?/)
          .waitFor()
        await c.getByTestId('review-form').scrollIntoViewIfNeeded()
        await fitsPhone(c, 'the Arabic review form')
        await screenshot(c, 'selfinter-review-form-ar-390')
        await panelShot(c, 'selfinter-review-panel-form-ar-390')
        await c.getByTestId('review-submit').click()
        await c.getByRole('alertdialog').getByRole('button', { name: 'إرسال التقييم' }).click()
        await c.getByTestId('combined-scorecard').waitFor()
        await expectMean(c, 3)
        await c.getByRole('columnheader', { name: 'Alice Admin' }).waitFor()
        await c.getByTestId('combined-scorecard').scrollIntoViewIfNeeded()
        await fitsPhone(c, 'the Arabic scorecard')
        await screenshot(c, 'selfinter-review-combined-ar-390')
        await panelShot(c, 'selfinter-review-panel-combined-ar-390')
      } finally {
        await chris.context.close()
      }
    },
  },
]

export default specs
