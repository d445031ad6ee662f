import type { Page } from 'playwright-core'
import { assert, chooseLanguage, settle, until, type E2eSpec } from '../context.js'

// Said in the seeded weekly team sync (service/src/modules/analysis/samples/en-team-meeting.json, at 0:17.6).
const PHRASE = 'flaky integration tests'

/**
 * Types the phrase on the search screen, waits for a hit whose snippet marks the words, opens it and checks the
 * meeting opens at that utterance: the address carries its time and the transcript marks the line that says it.
 */
async function searchAndOpen(page: Page, label: RegExp, shot: (name: string) => Promise<unknown>, name: string) {
  await page.getByRole('searchbox', { name: label }).fill(`"${PHRASE}"`)
  // A transcript's hit (reports quote the line too, and may rank either side of it).
  const hit = page.locator('[data-testid="search-hit"][href^="/meetings/"]').filter({ hasText: 'flaky' }).first()
  await hit.waitFor()
  const marks = await hit.locator('mark').allInnerTexts()
  assert(
    ['flaky', 'integration', 'tests'].every((w) => marks.some((m) => m.toLowerCase() === w)),
    `the snippet marks the phrase's words (${JSON.stringify(marks)})`,
  )
  const box = await hit.boundingBox()
  assert(box && box.x >= 0 && box.x + box.width <= 390, `the hit fits 390 px (${JSON.stringify(box)})`)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  assert(overflow <= 0, `no sideways scroll at 390 px (${overflow} px)`)
  await settle(page)
  await shot(name)
  const href = (await hit.getAttribute('href')) ?? ''
  assert(/^\/meetings\/[0-9a-f-]{36}\?t=\d+$/.test(href), `the hit links to a moment of a meeting (${href})`)
  await hit.click()
  await page.waitForURL(/\/meetings\/[0-9a-f-]{36}\?t=\d+/)
  const line = page.locator('[data-segment][data-active]')
  await line.waitFor()
  await until(async () => (await line.innerText()).includes(PHRASE), 'the marked transcript line says the phrase')
  await until(async () => {
    const b = await line.boundingBox()
    return Boolean(b && b.y >= 0 && b.y + b.height <= page.viewportSize()!.height)
  }, 'the line is scrolled into view')
  await settle(page)
  await shot(`${name}-opened`)
}

const english: E2eSpec = {
  name: 'transcript search at 390 px: a phrase from a demo transcript, marked in the snippet, opens the meeting at that moment',
  async run({ page, signIn, screenshot }) {
    await signIn(page, 'admin@example.com', 'demo-admin')
    // The menu's entry, after Meetings (the wide layout shows the menu).
    await page.goto('/meetings/MeetingList')
    await page.getByRole('navigation').getByText('Search transcripts', { exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/search/transcripts')
    await page.getByRole('heading', { level: 1, name: 'Search transcripts' }).waitFor()
    await screenshot(page, 'product-transcript-search-menu')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByText('Type a word or a phrase').waitFor()
    // Ctrl+K offers the words said, not only names: a word said nowhere lands on the screen's empty state.
    await page.keyboard.press('Control+k')
    const dialog = page.getByTestId('search-dialog')
    await dialog.getByRole('combobox').fill('xylophonic')
    const offer = dialog.getByRole('option', { name: 'Search transcripts for “xylophonic”' })
    await offer.waitFor()
    await screenshot(page, 'product-transcript-search-ctrl-k-390')
    await offer.click()
    await page.waitForURL(/\/search\/transcripts\?q=xylophonic$/)
    await page.getByText('Nothing found for “xylophonic”.').waitFor()
    const box = page.getByRole('searchbox', { name: /Search transcripts and reports/ })
    assert((await box.inputValue()) === 'xylophonic', 'the box shows the query from the address')
    await screenshot(page, 'product-transcript-search-empty-390')
    await searchAndOpen(
      page,
      /Search transcripts and reports/,
      (n) => screenshot(page, n),
      'product-transcript-search-390',
    )
  },
}

const arabic: E2eSpec = {
  name: 'transcript search in Arabic at 390 px: right to left, the hit opens the meeting at the moment',
  async run({ page, signIn, screenshot }) {
    await page.setViewportSize({ width: 390, height: 844 })
    await signIn(page, 'admin@example.com', 'demo-admin', '/search/transcripts')
    await chooseLanguage(page, 'العربية')
    await page.getByRole('heading', { level: 1, name: 'البحث في النصوص' }).waitFor()
    const dir = await page.getByTestId('transcript-search-input').evaluate((el) => getComputedStyle(el).direction)
    assert(dir === 'rtl', `the search box reads right to left (${dir})`)
    await searchAndOpen(
      page,
      /البحث في النصوص والتقارير/,
      (n) => screenshot(page, n),
      'product-transcript-search-ar-390',
    )
  },
}

export default [english, arabic]
