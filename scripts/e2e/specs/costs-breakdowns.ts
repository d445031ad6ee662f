import path from 'node:path'
import type { Locator } from 'playwright-core'
import { assert, chooseLanguage, settle, SHOTS_DIR, until, type E2eSpec } from '../context.js'

/** A close-up of one card (a phone's full page shrinks it past reading). */
const closeUp = (card: Locator, name: string) => card.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`) })

/** Nothing wider than the screen (a table or a long tag pushing the page sideways at 390 px). */
async function assertNoSideways(page: import('playwright-core').Page, what: string) {
  await settle(page)
  const wide = await page.evaluate(() => document.documentElement.scrollWidth)
  assert(wide <= 390, `${what}: the page is ${wide} px wide at 390 px`)
}

const spec: E2eSpec = {
  name: 'an admin tags a meeting, sees its cost under that tag and switches the breakdown dimension',
  async run({ page, signIn, screenshot }) {
    // The most expensive meeting of the last 30 days has usage rows in the dashboard's default period.
    await signIn(page, 'admin@example.com', 'demo-admin', '/omc/dashboard_cost')
    const top = page.locator('main a[href^="/meetings/"]').first()
    await top.waitFor()
    const meetingPath = new URL((await top.getAttribute('href'))!, page.url()).pathname
    await page.goto(meetingPath)

    // Tag it: the tag is saved at once and is there after a reload; a repeat (any case) is refused on the spot.
    const tag = `Q4 hiring ${Date.now().toString(36).slice(-5)}`
    const tags = page.locator('[data-meeting-tags]')
    await tags.getByRole('textbox', { name: 'Add tag' }).fill(`  ${tag} `)
    await tags.getByRole('button', { name: 'Add tag' }).click()
    await tags.getByText(tag, { exact: true }).waitFor()
    await tags.getByRole('textbox', { name: 'Add tag' }).fill(tag.toUpperCase())
    await tags.getByRole('textbox', { name: 'Add tag' }).press('Enter')
    await tags.getByText('The meeting already has this tag.').waitFor()
    await page.reload()
    await tags.getByText(tag, { exact: true }).waitFor()
    await screenshot(page, 'costs-breakdowns-meeting-tags')

    // The dashboard by tag: the new tag carries the meeting's cost, and the double counting is said. (A fresh
    // service's seed may have no other usage, so "Untagged" is the tap test's to check.)
    await page.goto('/omc/dashboard_cost?by=tag')
    const card = page.locator('[data-dimension-breakdown="tag"]')
    const row = card.getByRole('row').filter({ hasText: tag })
    await row.waitFor()
    const amount = await row.locator('td').nth(1).innerText()
    assert(/[1-9]/.test(amount), `the tag carries a cost, got ${amount}`)
    await card.getByText('A meeting with several tags counts under each of them', { exact: false }).waitFor()
    await card.scrollIntoViewIfNeeded()
    await screenshot(page, 'costs-breakdowns-by-tag')

    // Switching the dimension keeps it in the URL and shows its own lines.
    await page.getByRole('combobox', { name: 'Break down by' }).selectOption('engine')
    await page.waitForURL((url) => url.searchParams.get('by') === 'engine')
    const engines = page.locator('[data-dimension-breakdown="engine"]')
    await engines.getByRole('row').nth(1).waitFor()
    const names = await engines.locator('tbody tr td:first-child').allInnerTexts()
    assert(
      names.every((n) => ['Built-in engine', 'Language model', 'Unknown'].includes(n)),
      `engines are named, got ${names.join(', ')}`,
    )
    await page.getByRole('combobox', { name: 'Break down by' }).selectOption('report-kind')
    await page.locator('[data-dimension-breakdown="report-kind"] tbody tr').first().waitFor()

    // A phone, English then Arabic: the card fits the screen and reads right to left.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/omc/dashboard_cost?by=tag')
    await row.waitFor()
    await assertNoSideways(page, 'the dashboard by tag')
    await card.scrollIntoViewIfNeeded()
    await screenshot(page, 'costs-breakdowns-by-tag-390')
    try {
      await chooseLanguage(page, 'العربية')
      await card.getByText('يُحتسب الاجتماع الذي يحمل عدة وسوم', { exact: false }).waitFor()
      await page.getByRole('combobox', { name: 'التقسيم حسب' }).waitFor()
      await until(
        async () => (await card.evaluate((el) => getComputedStyle(el).direction)) === 'rtl',
        'the card reads right to left',
      )
      await assertNoSideways(page, 'the Arabic dashboard by tag')
      await card.scrollIntoViewIfNeeded()
      await screenshot(page, 'costs-breakdowns-by-tag-390-ar')
      await closeUp(page.locator('#cost-breakdown'), 'costs-breakdowns-card-390-ar')
      await page.goto(meetingPath)
      await page.locator('[data-meeting-tags]').getByText(tag, { exact: true }).waitFor()
      await page.getByRole('heading', { name: 'الوسوم' }).waitFor()
      await assertNoSideways(page, 'the Arabic meeting page')
      await page.locator('[data-meeting-tags]').scrollIntoViewIfNeeded()
      await screenshot(page, 'costs-breakdowns-meeting-tags-390-ar')
      await closeUp(page.locator('#tags'), 'costs-breakdowns-tags-card-390-ar')
    } finally {
      await chooseLanguage(page, 'English')
    }
  },
}

export default spec
