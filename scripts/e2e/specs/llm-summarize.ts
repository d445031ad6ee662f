import fs from 'node:fs'
import type { Page } from 'playwright-core'
import { assert, settle, type E2eSpec, chooseLanguage } from '../context.js'

const TEXT = [
  'Anna: Welcome everyone, today we plan the spring release of the mobile app.',
  'Boris: The payment screen is still slow and we decided to rewrite the caching layer first.',
  'Anna: Agreed. I will send the updated timeline by Friday.',
  'Chen: Can we move the accessibility review to next week so design has time to finish?',
  'Boris: That works for me. Let us also ask support which complaints come up most often.',
  'Chen: I will collect the support tickets and share a short report on Monday.',
  'Anna: Good, the plan is to ship the beta on the fifteenth and the release two weeks later.',
].join('\n')

/** Nothing of the screen (the `main` region; the app bar is the shell's) sticks out sideways; on failure, names what does. */
async function assertNoSidewaysScroll(page: Page) {
  const { overflow, culprits } = await page.evaluate(() => {
    const width = window.innerWidth
    const out = [...document.querySelectorAll('main *')]
      .filter((e) => {
        if (e.getBoundingClientRect().right <= width + 1) return false
        // Inside a scroll box (a wide table) sticking out is the box's business, not the page's.
        for (let p = e.parentElement; p && p.tagName !== 'MAIN'; p = p.parentElement)
          if (getComputedStyle(p).overflowX !== 'visible') return false
        return true
      })
      .slice(-5)
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${String(e.className).slice(0, 40)} right=${Math.round(e.getBoundingClientRect().right)}`,
      )
    return { overflow: out.length, culprits: out }
  })
  assert(overflow === 0, `nothing sticks out of the screen sideways: ${culprits.join(' | ')}`)
}

const specs: E2eSpec[] = [
  {
    name: 'llm: paste a text, follow the run, open a quote in context, export Markdown, open the run from the list',
    async run({ page, signIn, screenshot }) {
      const title = `E2E summary ${Date.now()}`
      await signIn(page, 'admin@example.com', 'demo-admin', '/LLM/Summarize')
      await page.getByRole('heading', { level: 1, name: 'Summarize' }).waitFor()
      await page.getByLabel('Title (optional)').fill(title)
      await page.getByTestId('llm-text').fill(TEXT)
      await screenshot(page, 'llm-summarize-input')
      await page.getByTestId('llm-start').click()
      // The live view shows while the run is queued or running (it may be brief for the built-in engine).
      await page
        .getByTestId('llm-progress')
        .or(page.getByRole('heading', { level: 1, name: title }))
        .first()
        .waitFor()
      await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 60_000 })
      await page.getByTestId('llm-section-actions').waitFor()
      await screenshot(page, 'llm-summarize-result')

      await page.getByTestId('llm-section-actions').getByTestId('llm-quote').first().click()
      const context = page.getByTestId('llm-quote-context')
      await context.waitFor()
      assert((await context.locator('mark').count()) > 0, 'the quoted words are marked in their utterance')
      await screenshot(page, 'llm-quote-context')
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('llm-export-md').click()])
      const file = await download.path()
      const markdown = fs.readFileSync(file, 'utf8')
      assert(markdown.startsWith(`# ${title}`), `the Markdown starts with the title, got ${markdown.slice(0, 60)}`)
      assert(markdown.includes('## Action items') && markdown.includes('> "'), 'sections with quotes')

      await page.goto('/LLM_report/LLMReportList')
      await page.getByRole('table', { name: 'LLM reports' }).waitFor()
      await page.getByRole('searchbox', { name: 'Search title, source or model' }).fill(title)
      await page.getByTestId('llm-run-link').filter({ hasText: title }).waitFor()
      await screenshot(page, 'llm-report-list')
      await page.getByTestId('llm-run-link').filter({ hasText: title }).click()
      await page.getByRole('heading', { level: 1, name: title }).waitFor()
      await page.getByTestId('llm-section-summary').waitFor()
      await screenshot(page, 'llm-report-detail')
    },
  },
  {
    name: 'llm: the summarizer and the list are usable 390 px wide',
    async run({ page, signIn, screenshot }) {
      await page.setViewportSize({ width: 390, height: 844 })
      await signIn(page, 'admin@example.com', 'demo-admin', '/LLM/Summarize')
      await page.getByTestId('llm-start').waitFor()
      await screenshot(page, 'llm-summarize-narrow')
      await assertNoSidewaysScroll(page)
      await page.goto('/LLM_report/LLMReportList')
      await page.getByRole('table', { name: 'LLM reports' }).or(page.getByText('No summaries yet')).first().waitFor()
      await assertNoSidewaysScroll(page)
      await screenshot(page, 'llm-report-list-narrow')
    },
  },
  {
    name: 'llm: with no model the hint says where to connect one (Model settings, linked), in English and Arabic at 390 px; a ticked section that found nothing says so',
    async run({ page, signIn, screenshot }) {
      await page.setViewportSize({ width: 390, height: 844 })
      await signIn(page, 'admin@example.com', 'demo-admin', '/LLM/Summarize')
      const hint = page.getByTestId('llm-no-model')
      await hint.waitFor()
      const text = (await hint.textContent()) ?? ''
      assert(text.includes('An admin can connect a model in Model settings'), `the hint names Model settings: ${text}`)
      assert(!/LLM_|LLM settings/.test(text), `no setting names, no "LLM settings": ${text}`)
      await hint.scrollIntoViewIfNeeded()
      await screenshot(page, 'llm-no-model-hint')

      // A greeting has no decision, action item or question: each ticked section says none found.
      await page.getByTestId('llm-text').fill('Anna: Hello everyone.\nBoris: Good morning, Anna.')
      await page.getByTestId('llm-start').click()
      await page.getByTestId('llm-section-decisions-none').waitFor({ timeout: 60_000 })
      assert(
        (await page.getByTestId('llm-section-decisions-none').textContent()) === 'None found',
        'an empty ticked section says None found',
      )
      await page.getByTestId('llm-section-decisions-none').scrollIntoViewIfNeeded()
      await screenshot(page, 'llm-none-found')

      await page.goto('/LLM/Summarize')
      await chooseLanguage(page, 'العربية')
      await hint.getByText('إعدادات النموذج').waitFor()
      assert(!/Model settings|LLM_/.test((await hint.textContent()) ?? ''), 'the hint is in Arabic')
      await hint.scrollIntoViewIfNeeded()
      await screenshot(page, 'llm-no-model-hint-ar')
      await page.getByTestId('llm-model-settings-link').click()
      await page.waitForURL(/\/LLM_report\/LLMReportList\?settings=1$/)
      await page.getByRole('dialog').getByText('إعدادات النموذج').first().waitFor()
      await page.getByRole('dialog').getByText('لم يُربط أي نموذج بعد', { exact: false }).waitFor()
      assert(
        !/Model settings|No model/.test((await page.getByRole('dialog').textContent()) ?? ''),
        'the dialog says it in Arabic too',
      )
      await screenshot(page, 'llm-model-settings-from-hint-ar')
      await assertNoSidewaysScroll(page)
    },
  },
  {
    name: 'llm: the options sit right under their labels (wide)',
    async run({ page, signIn, screenshot }) {
      await page.setViewportSize({ width: 1280, height: 900 })
      await signIn(page, 'admin@example.com', 'demo-admin', '/LLM/Summarize')
      const builtin = page.getByRole('radio', { name: 'Built-in (offline)' })
      await builtin.waitFor()
      await settle(page)
      // Each radio group starts right under its label, and the groups side by side start on one line.
      const top = async (name: string) => (await page.getByText(name, { exact: true }).boundingBox())!
      const engine = await top('Engine')
      const length = await top('Length')
      const firstEngine = (await builtin.boundingBox())!
      const firstLength = (await page.getByRole('radio', { name: 'Short' }).boundingBox())!
      for (const [label, radio] of [
        [engine, firstEngine],
        [length, firstLength],
      ] as const) {
        const gap = radio.y - (label.y + label.height)
        assert(gap >= 0 && gap < 20, `a radio sits right under its label, ${Math.round(gap)} px below`)
      }
      assert(Math.abs(firstEngine.y - firstLength.y) < 4, 'the engine and length options start on one line')
      await screenshot(page, 'llm-summarize-options')
    },
  },
]

export default specs
