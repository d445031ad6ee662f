import { assert, type E2eSpec } from '../context.js'

const ANSWERS: Record<string, string> = {
  about: 'I am a backend engineer and I led the migration of our billing service to PostgreSQL.',
  why: 'I want to work on data-heavy products and I like how your team shares design documents.',
  achievement: 'I delivered the new routing engine ahead of the deadline and mentored two colleagues.',
  conflict: 'We disagreed about the database design; we analysed the trade-offs together and agreed on a plan.',
}

/** A completed self-interview made through the API: the manager invites, the candidate answers in text and finishes. */
async function completedInterview(baseUrl: string, candidateName: string) {
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
    return res.json()
  }
  const { accessToken } = await call('POST', '/api/auth/login', { email: 'admin@example.com', password: 'demo-admin' })
  const sets = await call('GET', '/api/self-interviews/question-sets', undefined, accessToken)
  const set = sets.questionSets.find((s: { name: string }) => s.name === 'General screening (EN)')
  const created = await call(
    'POST',
    '/api/self-interviews',
    {
      candidateName,
      candidateEmail: 'e2e.candidate@example.org',
      questionSetId: set.id,
      language: 'en',
      expiresInDays: 7,
      requestedKinds: [],
    },
    accessToken,
  )
  const base = `/api/public/self-interviews/${created.uid}`
  await call('POST', `${base}/open`, { consent: true })
  for (const q of set.questions.filter((x: { practice?: boolean }) => !x.practice)) {
    await call('POST', `${base}/questions/${q.id}/open`)
    await call('PUT', `${base}/questions/${q.id}/answer`, { text: ANSWERS[q.id] ?? 'An answer.', submit: true })
  }
  await call('POST', `${base}/complete`)
}

const specs: E2eSpec[] = [
  {
    name: 'llm: summarize a self-interview picked from the list, then read its quotes',
    async run({ page, signIn, screenshot, baseUrl }) {
      const name = `Robin E2E ${Date.now() % 100000}`
      await completedInterview(baseUrl, name)
      await signIn(page, 'admin@example.com', 'demo-admin', '/LLM/Summarize')
      await page.getByRole('tab', { name: 'Self-interview' }).click()
      await page.getByRole('combobox', { name: 'Self-interview' }).click()
      await page.getByRole('option', { name: new RegExp(name) }).click()
      await screenshot(page, 'llm-self-interview-source')
      await page.getByTestId('llm-start').click()
      await page.getByRole('heading', { level: 1, name: `Self-interview: ${name}` }).waitFor({ timeout: 60_000 })
      await page.getByTestId('llm-section-summary').waitFor()
      const summary = await page.getByTestId('llm-section-summary').innerText()
      assert(
        /engineer|database|routing|design/.test(summary),
        `the summary quotes the answers, got: ${summary.slice(0, 200)}`,
      )
      await screenshot(page, 'llm-self-interview-result')

      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto('/LLM/Summarize')
      await page.getByRole('tab', { name: 'Self-interview' }).click()
      await page.getByRole('combobox', { name: 'Self-interview' }).waitFor()
      await screenshot(page, 'llm-self-interview-source-390')
    },
  },
]

export default specs
