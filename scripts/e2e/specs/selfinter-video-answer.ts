import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { assert, type E2eContext, type E2eSpec } from '../context.js'

type Lng = 'en' | 'ar'
const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/src/locales')

/** A screen text in the spec's language, read from the app's own locale files (so the spec follows wording). */
function tr(lng: Lng, ns: string, key: string, values: Record<string, string | number> = {}): string {
  let node: unknown = JSON.parse(fs.readFileSync(path.join(LOCALES, lng, `${ns}.json`), 'utf8'))
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part]
  assert(typeof node === 'string', `no ${lng} text for ${ns}:${key}`)
  // In a right-to-left language the app isolates every interpolated value (lib/i18n.ts): so does the spec.
  const value = (v: string | number) => (lng === 'ar' ? `\u2068${v}\u2069` : String(v))
  return Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, value(v)), node)
}

const ANSWERS = [
  'Our billing service runs on PostgreSQL with a queue beside it; I designed the schema and the retries.',
  'A deploy doubled our error rate; I traced it to a missing index, rolled back, and we added a load test.',
  'I chose a simpler cache over a second database: fewer moving parts, and we measured it held the load.',
]

async function narrowPage(browser: Browser, baseUrl: string, lng: Lng) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } })
  context.setDefaultTimeout(15_000)
  // The manager's chosen language, as the switch stores it; the candidate's browser keeps English.
  if (lng === 'ar')
    await context.addInitScript(() => {
      localStorage.setItem('debrief-language', JSON.stringify('ar'))
      localStorage.setItem('debrief-direction', JSON.stringify('rtl'))
    })
  return { context, page: await context.newPage() }
}

/** Waits until the document is in `lng` and its direction. */
const documentIn = (page: Page, lng: Lng) =>
  page.waitForFunction(
    ([l, d]) => document.documentElement.lang === l && document.documentElement.dir === d,
    [lng, lng === 'ar' ? 'rtl' : 'ltr'],
  )

/** Plays a media element from its start, muted, and answers how far playback got. */
const playedSeconds = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate(async (el: HTMLMediaElement) => {
    el.muted = true
    el.currentTime = 0
    await el.play()
    const start = performance.now()
    while (el.currentTime < 0.5 && performance.now() - start < 10_000) await new Promise((r) => setTimeout(r, 100))
    el.pause()
    return el.currentTime
  })

/** The manager's wizard in `lng`: an Engineering interview (its 4th question is answered on video) in that language. */
async function invite(page: Page, lng: Lng, name: string, email: string) {
  const t = (key: string, values?: Record<string, string | number>) => tr(lng, 'selfInterviews', key, values)
  await page.goto('/selfintermanager/SelfInterList')
  await page.getByRole('button', { name: t('list.create') }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel(t('wizard.name')).fill(name)
  await dialog.getByLabel(t('wizard.email')).fill(email)
  await dialog.getByRole('button', { name: t('wizard.next') }).click()
  await dialog.getByTestId('question-set').selectOption({ label: 'Engineering (EN)' })
  await dialog.getByRole('button', { name: t('wizard.next') }).click()
  await dialog.getByLabel(t('wizard.language')).selectOption(lng)
  await dialog.getByRole('button', { name: t('wizard.next') }).click()
  await dialog.getByRole('button', { name: t('wizard.create') }).click()
  const link = await dialog.getByTestId('interview-link').inputValue()
  assert(/\/i\/[A-Za-z0-9_-]{40,}$/.test(link), `unexpected link ${link}`)
  await dialog.getByRole('button', { name: t('wizard.close') }).click()
  return new URL(link).pathname
}

/** The candidate, signed out on a phone: consent, devices, three typed answers and one video answer, then finish. */
async function takeInterview({ screenshot }: E2eContext, c: Page, linkPath: string, lng: Lng) {
  await c.goto(linkPath)
  await c.getByTestId('start').waitFor()
  // The interview's language, not the browser's (English here).
  await documentIn(c, lng)
  await c.getByRole('checkbox').check()
  await c.getByTestId('start').click()
  await c.getByTestId('devices-work').click()
  for (let i = 0; i < 4; i++) {
    await c.getByTestId('show-question').click()
    await c.getByTestId('question-text').waitFor()
    // Answer now: the clock shows the announced limit (5:00 for the first question, 3:00 after), never more.
    await c.getByTestId('answer-now').click()
    const limit = i === 0 ? 300 : 180
    await c.waitForFunction((max) => {
      const m = /(\d+):(\d\d)/.exec(document.querySelector('[role="timer"]')?.textContent ?? '')
      const left = m ? Number(m[1]) * 60 + Number(m[2]) : Infinity
      return left <= max && left > max - 30
    }, limit)
    if (i < 3) {
      await c.getByTestId('answer-text').fill(ANSWERS[i])
      await c.getByTestId('submit-answer').click()
      continue
    }
    // The video answer: recording starts by itself, the take plays back (the page's CSP lets blob: media play).
    await c.getByTestId('stop-recording').waitFor()
    await c.waitForTimeout(2500) // the recording needs some length to be played back
    await c.getByTestId('stop-recording').click()
    await c.getByTestId('take-player').waitFor()
    const took = await playedSeconds(c, 'take-player')
    assert(took >= 0.5, `the candidate's take plays (reached ${took} s)`)
    await screenshot(c, `selfinter-video-take-${lng}`)
    await c.getByTestId('send-take').click()
  }
  await c.getByTestId('finish').click()
  await c.getByTestId('completed').waitFor()
}

/** The manager watches the video answer (streamed by range), types its transcript, and reads the reports. */
async function review({ screenshot }: E2eContext, page: Page, name: string, lng: Lng) {
  const t = (key: string, values?: Record<string, string | number>) => tr(lng, 'selfInterviews', key, values)
  const ranges: number[] = []
  page.on('response', (r) => {
    if (r.url().includes('/api/public/self-interviews/media?')) ranges.push(r.status())
  })
  await page.goto('/selfintermanager/SelfInterList')
  await page.getByRole('searchbox').fill(name)
  await page.getByRole('link', { name }).click()
  // What the reports wait for, in words: the transcript of answer 4.
  await page
    .getByTestId('reports-waiting')
    .getByText(t('detail.waitingTyped_one', { answers: 4 }))
    .waitFor()
  await page.getByTestId('answer-player').waitFor()
  const watched = await playedSeconds(page, 'answer-player')
  assert(watched >= 0.5, `the manager's player plays the answer (reached ${watched} s)`)
  assert(ranges.includes(206), `the recording streams by range (answers seen: ${ranges.join(', ')})`)
  await screenshot(page, `selfinter-video-manager-${lng}`)
  await page
    .getByLabel(t('detail.transcriptOf', { number: 4 }))
    .fill('I ask for reviews early and explain my comments.')
  await page.getByRole('button', { name: t('detail.saveTranscript') }).click()
  const report = page.getByTestId('reports').getByRole('link').first()
  await report.waitFor({ timeout: 60_000 })
  await report.click()
  await page
    .getByRole('heading', { name: tr(lng, 'reports', 'summary') })
    .first()
    .waitFor()
  await documentIn(page, lng)
  await screenshot(page, `selfinter-video-report-${lng}`)
}

/** The login form in whatever language it shows: Enter submits it. */
async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.locator('input[name="password"]').press('Enter')
  await page.waitForURL((url) => url.pathname !== '/login')
}

const flow = (lng: Lng): E2eSpec => ({
  name: `selfinter (${lng}, 390 px): invitation, a video answer recorded and played back, the manager watches it and reads the reports`,
  async run(ctx) {
    const browser = ctx.context.browser()!
    const manager = await narrowPage(browser, ctx.baseUrl, lng)
    const candidate = await narrowPage(browser, ctx.baseUrl, 'en')
    try {
      await signIn(manager.page, 'admin@example.com', 'demo-admin')
      const stamp = Date.now()
      const name = `Vera Video ${lng} ${stamp}`
      const linkPath = await invite(manager.page, lng, name, `vera.${lng}.${stamp}@example.org`)
      await takeInterview(ctx, candidate.page, linkPath, lng)
      await review(ctx, manager.page, name, lng)
    } finally {
      await candidate.context.close()
      await manager.context.close()
    }
  },
})

export default [flow('en'), flow('ar')]
