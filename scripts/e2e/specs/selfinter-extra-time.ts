import { assert, chooseLanguage, type E2eSpec } from '../context.js'

/** A General screening interview made through the API; its first question has 30 s to think and 3:00 to answer. */
async function newInterview(baseUrl: string, name: string) {
  const call = async (path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    assert(res.ok, `${path}: ${res.status} ${text}`)
    return JSON.parse(text)
  }
  const { accessToken } = await call('/api/auth/login', { email: 'admin@example.com', password: 'demo-admin' })
  const sets = await call('/api/self-interviews/question-sets', undefined, accessToken)
  const set = sets.questionSets.find((s: { name: string }) => s.name === 'General screening (EN)')
  const created = await call(
    '/api/self-interviews',
    {
      candidateName: name,
      candidateEmail: 'ella.extra@example.org',
      questionSetId: set.id,
      language: 'en',
      expiresInDays: 7,
      requestedKinds: [],
    },
    accessToken,
  )
  return { id: created.selfInterview.id as string, uid: created.uid as string }
}

const seconds = (clock: string) => {
  const [m, s] = clock.trim().split(':').map(Number)
  return m * 60 + s
}

const extraTime: E2eSpec = {
  name: 'selfinter: the manager grants 50 % extra time; the candidate is told and timed 4:30 instead of 3:00',
  async run({ page, context, baseUrl, signIn, screenshot }) {
    const name = `Ella Extra ${Date.now()}`
    const { id, uid } = await newInterview(baseUrl, name)
    await signIn(page, 'admin@example.com', 'demo-admin', `/selfintermanager/${id}`)
    await page.getByRole('heading', { level: 1, name }).waitFor()
    await page.getByTestId('accommodation-current').getByText('No extra time granted.').waitFor()
    await page.getByTestId('accommodation-percent').fill('50')
    await page.getByLabel('Reason (optional)').fill('Agreed with HR')
    await page.getByRole('button', { name: 'Grant' }).click()
    await page
      .getByTestId('accommodation-current')
      .getByText(/^50 % extra time, granted/)
      .waitFor()
    await page.getByText('Agreed with HR').waitFor()
    await screenshot(page, 'selfinter-extra-time-manager')

    // The audit log has the grant.
    await page.goto('/access/audit-log')
    await page.getByText('Extra time granted').first().waitFor()

    // The candidate, on a phone.
    const cc = await context.browser()!.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } })
    cc.setDefaultTimeout(10_000)
    const c = await cc.newPage()
    await c.goto(`/selfinter/${uid}`)
    await c.getByRole('checkbox').check()
    await c.getByRole('button', { name: 'Start' }).click()
    await c.getByTestId('device-check').waitFor()
    await c.getByRole('button', { name: 'My devices work — continue' }).click()
    await c.getByRole('heading', { name: 'Practice question' }).waitFor()
    // The practice question runs with its own timers (10 s and 1:00, plus the 50 %), in the browser only.
    await c.getByText('you get 15 seconds to think, then 1:30 to answer').waitFor()
    await c.getByRole('button', { name: 'Try it with the timers' }).click()
    await c.getByText('Time to think', { exact: true }).waitFor()
    await c.getByRole('button', { name: 'Answer now' }).click()
    await c.getByText('Time to answer', { exact: true }).waitFor()
    const practiceLeft = seconds(await c.getByRole('timer').innerText())
    assert(practiceLeft > 60 && practiceLeft <= 90, `the practice answer timer shows ${practiceLeft} s, expected 61-90`)
    await c.getByRole('textbox', { name: 'Your answer' }).fill('Porridge, as every day.')
    await screenshot(c, 'selfinter-practice-timed')
    await c.getByRole('button', { name: 'Finish the practice answer' }).click()
    await c.getByTestId('practice-over').waitFor()
    await c.getByRole('button', { name: 'Continue to the interview' }).click()
    await c.getByRole('heading', { name: 'Question 1 of 4' }).waitFor()
    await c.getByText('you get 45 seconds to think, then 4:30 to answer').waitFor()
    await c.getByRole('button', { name: 'Show the question' }).click()
    await c.getByTestId('question-text').waitFor()
    await c.getByRole('button', { name: 'Answer now' }).click()
    await c.getByTestId('answer-text').waitFor()
    await c.getByText('Time to answer', { exact: true }).waitFor()
    // The timer counts down from the server's deadline: more than the 3:00 the set gives, at most 4:30.
    const shown = seconds(await c.getByRole('timer').innerText())
    assert(shown > 180 && shown <= 270, `the answer timer shows ${shown} s, expected 181-270`)
    await screenshot(c, 'selfinter-extra-time-candidate')
    await cc.close()
    const detail = await fetch(`${baseUrl}/api/public/self-interviews/${uid}`).then((r) => r.json())
    const practice = detail.questions.find((q: { practice: boolean }) => q.practice)
    assert(practice.status === 'pending' && practice.answer === '', 'the practice answer was never sent')

    // The manager's card on a phone, in Arabic (right to left): nothing runs off the page.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/selfintermanager/${id}`)
    await chooseLanguage(page, 'العربية')
    await page.getByTestId('accommodation-current').getByText(/50/).waitFor()
    await page.getByRole('button', { name: 'منح' }).waitFor()
    const { scroll, inner } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }))
    assert(scroll <= inner, `the page is ${scroll} px wide in a ${inner} px window`)
    await page.getByTestId('accommodation-current').scrollIntoViewIfNeeded()
    await screenshot(page, 'selfinter-extra-time-manager-390-ar')
    await chooseLanguage(page, 'English')
  },
}

export default [extraTime]
