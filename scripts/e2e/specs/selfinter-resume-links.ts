import { assert, type E2eSpec } from '../context.js'

/** Creates an Engineering interview (its 4th question is answered on video) and answers the three text ones. */
async function upToVideo(baseUrl: string): Promise<string> {
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
    const text = await res.text()
    assert(res.ok, `${path}: ${res.status} ${text}`)
    return JSON.parse(text)
  }
  const { accessToken } = await post('/api/auth/login', { email: 'admin@example.com', password: 'demo-admin' })
  const sets = await fetch(`${baseUrl}/api/self-interviews/question-sets`, {
    headers: { authorization: `Bearer ${accessToken}` },
  }).then((r) => r.json())
  const set = sets.questionSets.find((s: { name: string }) => s.name === 'Engineering (EN)')
  const { uid } = await post(
    '/api/self-interviews',
    {
      candidateName: `Rita Resume ${Date.now()}`,
      candidateEmail: 'rita@example.org',
      questionSetId: set.id,
      language: 'en',
      expiresInDays: 7,
      requestedKinds: [],
    },
    accessToken,
  )
  await post(`/api/public/self-interviews/${uid}/open`, { consent: true })
  for (const q of set.questions.filter((x: { mode: string }) => x.mode === 'text')) {
    await post(`/api/public/self-interviews/${uid}/questions/${q.id}/open`, {})
    const res = await fetch(`${baseUrl}/api/public/self-interviews/${uid}/questions/${q.id}/answer`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'A typed answer.', submit: true }),
    })
    assert(res.ok, `answer ${q.id}: ${res.status}`)
  }
  return uid
}

const resume: E2eSpec = {
  name: 'selfinter: a video question says recording starts by itself; back in the middle of the answer, the candidate presses Record',
  async run({ page, baseUrl, screenshot }) {
    const uid = await upToVideo(baseUrl)
    await page.goto(`/selfinter/${uid}`)
    await page.getByTestId('devices-work').click()
    await page.getByTestId('show-question').click()
    await page.getByText('You can also wait: recording starts by itself when the thinking time ends.').waitFor()
    assert(
      (await page.getByText('typing opens when the thinking time ends').count()) === 0,
      'no typing hint on a video question',
    )
    await page.getByTestId('answer-now').click()
    await page.getByTestId('stop-recording').waitFor()
    // A reload in the middle of the answer: the time runs on, but nothing records until the candidate says so.
    await page.reload()
    await page.getByTestId('resume-prompt').waitFor()
    await page.getByTestId('record').waitFor()
    assert((await page.getByTestId('stop-recording').count()) === 0, 'no recording started by itself on resume')
    await screenshot(page, 'selfinter-resume-prompt')
    await page.getByTestId('record').click()
    await page.getByTestId('stop-recording').waitFor()
    assert((await page.getByTestId('resume-prompt').count()) === 0, 'the prompt goes once recording starts')
  },
}

const brokenLinks: E2eSpec = {
  name: 'selfinter: a cut-off link shows "This link does not work" on both candidate screens',
  async run({ page, screenshot }) {
    for (const path of ['/omsinter/abc', '/selfinter/abc']) {
      await page.goto(path)
      await page.getByRole('heading', { name: 'This link does not work' }).waitFor()
      assert((await page.getByText(/Invalid params|must NOT have/).count()) === 0, `${path}: no validation message`)
    }
    await screenshot(page, 'selfinter-broken-link')
  },
}

export default [resume, brokenLinks]
