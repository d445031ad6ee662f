import type { Browser, Page } from 'playwright-core'
import { assert, type E2eSpec } from '../context.js'

const ANSWERS = [
  'I am a backend engineer. I led the migration of our billing service to PostgreSQL and I was responsible for the launch.',
  'I want to work on data-heavy products, and I like how your team shares design documents.',
  'I delivered the routing engine ahead of the deadline; I planned the work and mentored two colleagues.',
  'We disagreed about the database design; I listened, we analysed the trade-offs together and agreed on a plan.',
]

/** The manager's wizard, ending with the link shown once; returns that link. */
async function createByWizard(page: Page, name: string, email: string, onePage = false): Promise<string> {
  await page.goto('/selfintermanager/SelfInterList')
  await page.getByRole('button', { name: 'New self-interview' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel("Candidate's name").fill(name)
  await dialog.getByLabel("Candidate's e-mail").fill(email)
  await dialog.getByRole('button', { name: 'Next' }).click()
  await dialog.getByTestId('question-set').selectOption({ label: 'General screening (EN)' })
  await dialog.getByRole('button', { name: 'Next' }).click()
  if (onePage) await dialog.getByLabel('One page, no timers').check()
  await dialog.getByRole('button', { name: 'Next' }).click()
  await dialog.getByRole('button', { name: 'Create and send' }).click()
  const link = await dialog.getByTestId('interview-link').inputValue()
  assert(/\/i\/[A-Za-z0-9_-]{40,}$/.test(link), `unexpected link ${link}`)
  return link
}

async function signedOutPage(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 390, height: 844 },
    colorScheme: 'light',
  })
  context.setDefaultTimeout(10_000)
  return { context, page: await context.newPage() }
}

const flow: E2eSpec = {
  name: 'self-interview: a manager invites, a signed-out candidate answers, reloads, resumes and completes, the manager reads answers and reports',
  async run({ page, context, baseUrl, signIn, screenshot }) {
    await signIn(page, 'admin@example.com', 'demo-admin')
    const stamp = Date.now()
    const link = await createByWizard(page, `Casey Candidate ${stamp}`, `casey.${stamp}@example.org`)
    await screenshot(page, 'selfinter-wizard-link')
    await page.keyboard.press('Escape')

    const candidate = await signedOutPage(context.browser()!, baseUrl)
    const c = candidate.page
    const uid = link.split('/i/')[1]
    await c.goto(`/i/${uid}`)
    await c.waitForURL((url) => url.pathname === `/selfinter/${uid}`)
    await c.getByRole('heading', { name: /Welcome, Casey Candidate/ }).waitFor()
    await screenshot(c, 'selfinter-welcome')
    await c.getByRole('checkbox').check()
    await c.getByRole('button', { name: 'Start' }).click()
    // The set has an audio question: the device check comes first (Chromium's fake microphone).
    await c.getByTestId('device-check').waitFor()
    await c.getByRole('button', { name: 'My devices work — continue' }).click()
    await c.getByRole('heading', { name: 'Practice question' }).waitFor()
    await c.getByRole('button', { name: 'Continue to the interview' }).click()

    for (const [i, answer] of ANSWERS.entries()) {
      await c.getByRole('heading', { name: `Question ${i + 1} of ${ANSWERS.length}` }).waitFor()
      await c.getByRole('button', { name: 'Show the question' }).click()
      await c.getByTestId('question-text').waitFor()
      if (i === 0) await screenshot(c, 'selfinter-think')
      await c.getByRole('button', { name: 'Answer now' }).click()
      if (i === 3) {
        // The audio question: recording starts by itself, one retake, the first take is sent.
        await c.getByRole('status').getByText('Recording').waitFor()
        await c.waitForTimeout(1500)
        await c.getByRole('button', { name: 'Stop' }).click()
        await c.getByRole('button', { name: /Record again/ }).click()
        await c.waitForTimeout(1200)
        await c.getByRole('button', { name: 'Stop' }).click()
        await c.getByRole('radio', { name: /Take 2/ }).waitFor()
        await c.getByRole('radio', { name: /Take 1/ }).check()
        await screenshot(c, 'selfinter-takes')
        await c.getByRole('button', { name: 'Send take 1' }).click()
        continue
      }
      await c.getByTestId('answer-text').fill(answer)
      await c.getByText('Saved', { exact: true }).waitFor()
      if (i === 1) {
        // Reload in the middle: the same question comes back with the autosaved draft.
        await c.reload()
        await c.getByRole('heading', { name: 'Question 2 of 4' }).waitFor()
        await c.getByTestId('question-text').waitFor()
        const draft = await c.getByTestId('answer-text').inputValue()
        assert(
          draft === answer || (await c.getByRole('button', { name: 'Answer now' }).count()) > 0,
          `draft lost after reload: "${draft}"`,
        )
        if ((await c.getByRole('button', { name: 'Answer now' }).count()) > 0)
          await c.getByRole('button', { name: 'Answer now' }).click()
        assert(
          (await c.getByTestId('answer-text').inputValue()) === answer,
          'the autosaved draft is restored after a reload',
        )
        await screenshot(c, 'selfinter-resumed')
      }
      await c.getByRole('button', { name: 'Submit answer' }).click()
    }
    await c.getByRole('heading', { name: 'All questions answered' }).waitFor()
    await c.getByRole('button', { name: 'Finish and send' }).click()
    await c.getByTestId('completed').waitFor()
    await screenshot(c, 'selfinter-completed')
    await c.reload()
    await c.getByTestId('completed').waitFor()
    await candidate.context.close()

    // The manager: the list shows it completed; the detail shows the answers and, soon, the reports.
    await page.goto('/selfintermanager/SelfInterList')
    await page.getByRole('searchbox').fill(`Casey Candidate ${stamp}`)
    await page.getByRole('link', { name: `Casey Candidate ${stamp}` }).click()
    // The detail screen says it has loaded by its heading (a spinner until then); the answers come with it.
    await page.getByRole('heading', { level: 1, name: `Casey Candidate ${stamp}` }).waitFor()
    await page.getByTestId('answers').getByText('billing service').waitFor()
    // The recording plays; without a transcription service the manager types its transcript, then reports come.
    await page.getByTestId('answer-player').waitFor()
    // The player streams from a playback link (a media element cannot send the session's token).
    assert(
      (await page.getByTestId('answer-player').getAttribute('src'))?.startsWith('/api/public/self-interviews/media?'),
      'the recording plays from its playback link',
    )
    await page.getByLabel('Transcript of answer 4').fill(ANSWERS[3])
    await page.getByRole('button', { name: 'Save transcript' }).click()
    await page.getByTestId('reports').getByRole('link').first().waitFor({ timeout: 60_000 })
    await page.getByTestId('timeline').getByText('Interview completed').waitFor()
    await screenshot(page, 'selfinter-manager-detail')
    // The meeting the answers became is not listed among meetings; the interview links to it.
    await page.getByTestId('interview-meeting').waitFor()
    await page.getByTestId('reports').getByRole('link').first().click()
    await page.getByRole('heading', { name: 'Summary' }).waitFor()
  },
}

const onePage: E2eSpec = {
  name: 'self-interview: the one-page questionnaire at /omsinter/{uid}, autosaved and sent',
  async run({ page, context, baseUrl, signIn, screenshot }) {
    await signIn(page, 'admin@example.com', 'demo-admin')
    const stamp = Date.now()
    const link = await createByWizard(page, `Olga One ${stamp}`, `olga.${stamp}@example.org`, true)
    const candidate = await signedOutPage(context.browser()!, baseUrl)
    const c = candidate.page
    const uid = link.split('/i/')[1]
    await c.goto(`/omsinter/${uid}`)
    await c.getByRole('checkbox').check()
    await c.getByRole('button', { name: 'Start' }).click()
    await c.getByRole('heading', { name: 'Questionnaire' }).waitFor()
    await c.getByTestId('answer-about').fill(ANSWERS[0])
    await c.getByTestId('answer-why').fill(ANSWERS[1])
    await c.getByText('Saved', { exact: true }).first().waitFor()
    await c.reload()
    await c.getByTestId('answer-about').waitFor()
    assert((await c.getByTestId('answer-about').inputValue()) === ANSWERS[0], 'one-page answers survive a reload')
    await screenshot(c, 'selfinter-one-page')
    await c.getByRole('button', { name: 'Send answers' }).click()
    await c.getByTestId('completed').waitFor()
    await candidate.context.close()
  },
}

const timer: E2eSpec = {
  name: 'self-interview: /timer by keyboard (space, R), preset, and it survives a reload',
  async run({ page, screenshot }) {
    await page.goto('/timer')
    const digits = page.getByTestId('timer-digits')
    await page.getByRole('button', { name: '1 min' }).click()
    await page.getByTestId('timer-digits').click()
    assert((await digits.textContent()) === '1:00', `expected 1:00, saw ${await digits.textContent()}`)
    await page.keyboard.press('Space')
    await page.waitForFunction(
      () => document.querySelector('[data-testid="timer-digits"]')?.textContent !== '1:00',
      undefined,
    )
    await page.keyboard.press('Space')
    const paused = await digits.textContent()
    await page.waitForTimeout(1500)
    assert((await digits.textContent()) === paused, 'space pauses the timer')
    await page.reload()
    await digits.waitFor()
    assert(
      (await digits.textContent()) === paused,
      `the paused time survives a reload (${paused} vs ${await digits.textContent()})`,
    )
    await page.keyboard.press('r')
    assert((await digits.textContent()) === '1:00', 'R resets')
    await screenshot(page, 'selfinter-timer')
  },
}

export default [flow, onePage, timer]
