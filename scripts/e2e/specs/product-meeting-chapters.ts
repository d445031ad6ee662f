import type { Page } from 'playwright-core'
import { join } from 'node:path'
import { assert, chooseLanguage, settle, SHOTS_DIR, until, type E2eSpec } from '../context.js'

/** Opens the seeded team meeting (other specs add meetings, so it is found by name). */
async function openTeamMeeting(page: Page, searchName: string) {
  await page.goto('/meetings/MeetingList')
  await page.getByRole('searchbox', { name: searchName }).fill('Weekly team sync')
  await page.getByRole('link', { name: 'Weekly team sync' }).first().click()
  await page.getByRole('heading', { level: 1, name: 'Weekly team sync' }).waitFor()
}

/** Chooses chapter `n` and waits until the transcript marks its first segment and shows it on screen. */
async function openChapter(page: Page, chapters: string, n: number) {
  const list = page.getByRole('list', { name: chapters })
  const button = list.getByRole('button').nth(n)
  await button.waitFor()
  const first = Number(await button.getAttribute('data-first-segment'))
  assert(first > 0, `chapter ${n + 1} starts after the first segment (${first})`)
  await button.click()
  await page.waitForURL(/[?&]t=\d+/)
  const line = page.locator(`[data-segment="${first}"][data-active]`)
  await line.waitFor()
  // In view: inside the transcript's own scroll box and inside the window (a smooth scroll ends when it ends).
  await until(async () => {
    const [box, frame] = await Promise.all([
      line.boundingBox(),
      page.getByRole('list', { name: /Transcript|النص المكتوب/ }).boundingBox(),
    ])
    const height = page.viewportSize()!.height
    return Boolean(
      box &&
      frame &&
      box.y >= frame.y - 1 &&
      box.y + box.height <= frame.y + frame.height + 1 &&
      box.y >= 0 &&
      box.y + box.height <= height,
    )
  }, `segment ${first} scrolled into view`)
  assert((await button.getAttribute('aria-current')) === 'true', 'the chosen chapter is marked current')
  // Its words are readable at 390 px: the whole line inside the transcript's box, the words on most of its width
  // (three columns once left them some 70 px, and a long word pushed the line out of sight).
  const fit = await line.evaluate((row) => {
    const list = row.closest('[role="list"]')!.getBoundingClientRect()
    const box = row.getBoundingClientRect()
    const words = row.lastElementChild!.getBoundingClientRect()
    return { inside: box.left >= list.left - 1 && box.right <= list.right + 1, words: words.width, list: list.width }
  })
  assert(fit.inside && fit.words >= fit.list * 0.6, `the segment's line fits its transcript (${JSON.stringify(fit)})`)
  return first
}

async function fits390(page: Page, chapters: string) {
  const box = await page.getByRole('list', { name: chapters }).boundingBox()
  assert(box && box.x >= 0 && box.x + box.width <= 390, `the chapters fit 390 px (${JSON.stringify(box)})`)
}

const english: E2eSpec = {
  name: 'chapters: a meeting’s outline with times; choosing one opens the transcript there (390 px)',
  async run({ page, signIn, screenshot }) {
    await page.setViewportSize({ width: 390, height: 844 })
    await signIn(page, 'admin@example.com', 'demo-admin')
    await openTeamMeeting(page, 'Search by title or description')
    const list = page.getByRole('list', { name: 'Chapters' })
    await list.getByRole('button').first().waitFor()
    const count = await list.getByRole('button').count()
    assert(count >= 2, `the team meeting has chapters (${count})`)
    const first = list.getByRole('button').first()
    assert(/^\d+:\d\d/.test((await first.innerText()).trim()), 'a chapter begins with its time')
    await fits390(page, 'Chapters')
    await list.scrollIntoViewIfNeeded()
    await settle(page)
    await screenshot(page, 'product-meeting-chapters-390')
    await openChapter(page, 'Chapters', 1)
    await settle(page)
    await screenshot(page, 'product-meeting-chapters-opened-390')
  },
}

const arabic: E2eSpec = {
  name: 'chapters in Arabic at 390 px: right to left, times left to right, the transcript opens at the chapter',
  async run({ page, signIn, screenshot }) {
    await page.setViewportSize({ width: 390, height: 844 })
    await signIn(page, 'admin@example.com', 'demo-admin', '/meetings/MeetingList')
    await chooseLanguage(page, 'العربية')
    await openTeamMeeting(page, 'ابحث بالعنوان أو الوصف')
    await page.getByRole('heading', { level: 2, name: 'الفصول' }).waitFor()
    const list = page.getByRole('list', { name: 'الفصول' })
    const last = list.getByRole('button').last()
    await last.waitFor()
    assert((await list.evaluate((el) => getComputedStyle(el).direction)) === 'rtl', 'the outline reads right to left')
    const time = last.locator('span').first()
    assert((await time.evaluate((el) => getComputedStyle(el).direction)) === 'ltr', 'a time reads left to right')
    // The English meeting's titles keep their language and direction inside the Arabic page.
    const title = list.locator('bdi[lang="en"]').first()
    await title.waitFor()
    const [titleBox, untilBox] = await Promise.all([title.boundingBox(), list.getByText(/^حتى/).first().boundingBox()])
    assert(
      titleBox && untilBox && Math.abs(titleBox.x + titleBox.width - (untilBox.x + untilBox.width)) < 2,
      `the English title stands at the page's start, over its "until" (${JSON.stringify({ titleBox, untilBox })})`,
    )
    await fits390(page, 'الفصول')
    const count = await list.getByRole('button').count()
    await openChapter(page, 'الفصول', count - 1)
    await settle(page)
    await screenshot(page, 'product-meeting-chapters-ar-390')
    // What the window shows after the jump (the full-page shot above cannot tell): the chapter's line in view.
    await page.screenshot({ path: join(SHOTS_DIR, 'product-meeting-chapters-ar-390-window.png') })
  },
}

// A one-minute talk: too short to split, so one chapter from its first line.
const VTT = `WEBVTT

00:00:01.000 --> 00:00:20.000
<v Anna>The onboarding checklist needs a new step for laptop setup. The onboarding checklist is out of date.

00:00:21.000 --> 00:00:50.000
<v Boris>I will update the onboarding checklist and the laptop setup guide by Friday.
`

const fresh: E2eSpec = {
  name: 'chapters of a new meeting: none before its transcript, then its outline once uploaded',
  async run({ page, signIn, screenshot }) {
    const title = `E2E chapters ${Date.now()}`
    await signIn(page, 'admin@example.com', 'demo-admin', '/meetings/MeetingList')
    await page.getByRole('button', { name: 'New meeting' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Title').fill(title)
    await dialog.getByRole('button', { name: 'Create' }).click()
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    await page.getByText('Chapters appear once the transcript is uploaded.').waitFor()
    await screenshot(page, 'product-meeting-chapters-none')

    await page
      .getByTestId('transcript-file')
      .setInputFiles({ name: 'onboarding.vtt', mimeType: 'text/vtt', buffer: Buffer.from(VTT) })
    const list = page.getByRole('list', { name: 'Chapters' })
    await list.getByRole('button').first().waitFor()
    assert((await list.getByRole('button').count()) === 1, 'a one-minute talk is one chapter')
    const text = await list.getByRole('button').first().innerText()
    assert(
      /0:01/.test(text) && /onboarding checklist/i.test(text),
      `the chapter starts at 0:01 with its subject: ${text}`,
    )
  },
}

export default [english, arabic, fresh]
