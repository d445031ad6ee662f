import { assert, chooseLanguage, settle, type E2eSpec } from '../context.js'

/** Two candidates of "General screening (EN)" answer through their links; the second one skips the last question. */
async function twoCandidates(baseUrl: string, tag: string) {
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
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
    return text ? JSON.parse(text) : undefined
  }
  const { accessToken } = await call('POST', '/api/auth/login', { email: 'admin@example.com', password: 'demo-admin' })
  const sets = await call('GET', '/api/self-interviews/question-sets', undefined, accessToken)
  const set = sets.questionSets.find((s: { name: string }) => s.name === 'General screening (EN)')
  const real: string[] = set.questions
    .filter((q: { practice: boolean }) => !q.practice)
    .map((q: { id: string }) => q.id)
  const people = [
    { name: `Nora Compare ${tag}`, answer: (i: number) => `Nora's answer ${i + 1}: I planned the migration.` },
    { name: `Omar Compare ${tag}`, answer: (i: number) => `Omar's answer ${i + 1}: I measured first.` },
  ]
  const ids: string[] = []
  for (const [p, person] of people.entries()) {
    const { uid, selfInterview } = await call(
      'POST',
      '/api/self-interviews',
      {
        candidateName: person.name,
        candidateEmail: `compare${p}@example.org`,
        questionSetId: set.id,
        language: 'en',
        expiresInDays: 7,
        requestedKinds: [],
      },
      accessToken,
    )
    await call('POST', `/api/public/self-interviews/${uid}/open`, { consent: true })
    for (const [i, q] of real.entries()) {
      if (p === 1 && i === real.length - 1) break
      await call('POST', `/api/public/self-interviews/${uid}/questions/${q}/open`, {})
      await call('PUT', `/api/public/self-interviews/${uid}/questions/${q}/answer`, {
        text: person.answer(i),
        submit: true,
      })
    }
    ids.push(selfInterview.id)
    if (p === 0) {
      // Nora completes; the admin reviews her answers (4 everywhere): the comparison shows the reviewers' ratings.
      await call('POST', `/api/public/self-interviews/${uid}/complete`)
      const board = await call('GET', `/api/self-interviews/${selfInterview.id}/reviews`, undefined, accessToken)
      const scores = board.questions.flatMap((q: { questionId: string; criteria: { id: string }[] }) =>
        q.criteria.map((c) => ({ questionId: q.questionId, criterionId: c.id, rating: 4 })),
      )
      await call('POST', `/api/self-interviews/${selfInterview.id}/reviews/mine/submit`, { scores }, accessToken)
    }
  }
  return { people, count: real.length }
}

const specs: E2eSpec[] = [
  {
    name: 'self-interviews: two candidates of one question set chosen on the list and compared question by question',
    async run({ page, baseUrl, signIn, screenshot }) {
      const tag = String(Date.now())
      const { people, count } = await twoCandidates(baseUrl, tag)
      await signIn(page, 'admin@example.com', 'demo-admin', '/selfintermanager/SelfInterList')
      await page.getByPlaceholder('Search candidate or question set').fill(tag)
      const compare = page.getByTestId('compare-chosen')
      await page.getByRole('checkbox', { name: `Select ${people[0]!.name} to compare` }).check()
      assert(await compare.isDisabled(), 'one candidate is not a comparison')
      await page.getByRole('checkbox', { name: `Select ${people[1]!.name} to compare` }).check()
      await compare.click()
      await page.waitForURL((url) => url.pathname === '/selfintermanager/compare' && url.searchParams.has('ids'))
      await page.getByRole('heading', { name: 'Compare candidates' }).waitFor()
      await page.getByText(`General screening (EN): 2 candidates, question by question`).waitFor()
      for (const [i] of Array.from({ length: count }).entries())
        await page.getByRole('heading', { level: 2, name: `Question ${i + 1}` }).waitFor()
      // Question 1: both answers side by side, Nora's column first (the order chosen).
      const first = page.locator('[data-question]').first()
      const cells = first.locator('[data-answer]')
      assert((await cells.count()) === 2, 'one column per candidate')
      assert((await cells.nth(0).innerText()).includes("Nora's answer 1"), 'Nora answers question 1 in her column')
      assert((await cells.nth(1).innerText()).includes("Omar's answer 1"), 'Omar answers question 1 in his')
      const boxes = await Promise.all([cells.nth(0).boundingBox(), cells.nth(1).boundingBox()])
      assert(boxes[0] && boxes[1] && Math.abs(boxes[0].y - boxes[1].y) < 2, 'side by side on a wide screen')
      // The last question: Omar never answered it.
      const last = page.locator('[data-question]').last().locator('[data-answer]')
      assert((await last.nth(1).getAttribute('data-answer')) === 'unanswered', 'Omar left the last question')
      await page.getByText('Completed', { exact: false }).first().waitFor()
      await last.nth(1).getByText('Not answered').waitFor()
      await page.getByText('Reviewers: 4 / 5 (1 submitted)').waitFor()
      assert(
        (await cells.nth(0).innerText()).includes('Reviewers’ rating: 4 / 5'),
        'Nora’s answer 1 rated 4 by the admin',
      )
      assert(!(await cells.nth(1).innerText()).includes('rating'), 'Omar’s answers are not rated')
      await page.getByText(`Answered ${count} of ${count}`).waitFor()
      await page.getByText(`Answered ${count - 1} of ${count}`).waitFor()
      await settle(page)
      await screenshot(page, 'selfinter-compare')
      // A candidate's name opens the interview.
      await page.getByRole('link', { name: people[1]!.name }).click()
      await page.getByRole('heading', { name: people[1]!.name }).waitFor()
    },
  },
  {
    name: 'self-interviews: the comparison in Arabic at 390 px stacks the candidates, right to left; no ids shows how to choose',
    async run({ page, baseUrl, signIn, screenshot }) {
      const tag = String(Date.now())
      const { people } = await twoCandidates(baseUrl, tag)
      await page.setViewportSize({ width: 390, height: 844 })
      await signIn(page, 'admin@example.com', 'demo-admin', '/selfintermanager/compare')
      await page.getByText('Nothing to compare yet').waitFor()
      await page.goto('/selfintermanager/SelfInterList')
      await chooseLanguage(page, 'العربية')
      await page.getByPlaceholder('ابحث عن مرشح أو مجموعة أسئلة').fill(tag)
      for (const person of people) {
        const box = page.getByRole('row').filter({ hasText: person.name }).getByRole('checkbox')
        const label = await box.getAttribute('aria-label')
        assert(
          label?.startsWith('تحديد') && label.includes(person.name),
          `an Arabic label naming the candidate: ${label}`,
        )
        await box.check()
      }
      await page.getByTestId('compare-chosen').click()
      await page.getByRole('heading', { name: 'مقارنة المرشحين' }).waitFor()
      const cells = page.locator('[data-question]').first().locator('[data-answer]')
      await cells.nth(1).waitFor()
      const [a, b] = await Promise.all([cells.nth(0).boundingBox(), cells.nth(1).boundingBox()])
      assert(a && b && b.y >= a.y + a.height - 1, 'at 390 px the second candidate is under the first')
      assert(
        (await page.locator('[data-testid="comparison"]').evaluate((el) => getComputedStyle(el).direction)) === 'rtl',
        'right to left',
      )
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      assert(width <= 390, `nothing wider than the phone (${width} px)`)
      await settle(page)
      await screenshot(page, 'selfinter-compare-ar-390')
    },
  },
]

export default specs
