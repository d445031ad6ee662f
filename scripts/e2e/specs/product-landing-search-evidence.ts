import { assert, type E2eSpec } from '../context.js'

// Ctrl+K finds a meeting by name (not only screens); from a report's evidence quote to the transcript and back
// to the same quote; the landing's KPI cards above the meeting list.
const spec: E2eSpec = {
  name: 'landing KPIs, Ctrl+K finds a meeting, evidence → transcript → back to the same quote',
  async run({ page, signIn, screenshot }) {
    await signIn(page, 'admin@example.com', 'demo-admin', '/meetings/MeetingList')
    const landing = page.getByTestId('landing-overview')
    await landing.waitFor()
    for (const kpi of ['meetingsThisWeek', 'reportsReady', 'analysesRunning', 'openShareLinks']) {
      const text = await landing.locator(`[data-kpi="${kpi}"] p`).innerText()
      assert(/^\d[\d,]*$/.test(text.trim()), `${kpi} shows a number (${text})`)
    }
    assert(Number(await landing.locator('[data-kpi="reportsReady"] p').innerText()) > 0, 'the seed has ready reports')
    assert((await landing.getByRole('listitem').count()) > 0, 'recent activity is listed')
    await screenshot(page, 'analysis-landing')

    await page.keyboard.press('Control+k')
    const dialog = page.getByTestId('search-dialog')
    await dialog.getByRole('combobox').fill('offer call')
    const hit = dialog.getByRole('option', { name: /Offer call: senior data engineer/ })
    await hit.waitFor()
    await dialog.getByRole('group', { name: /meeting/ }).waitFor()
    await screenshot(page, 'analysis-search-data')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { level: 1, name: 'Offer call: senior data engineer' }).waitFor()

    const reportLink = page.getByRole('link', { name: /^Negotiation analysis/ }).first()
    await reportLink.waitFor()
    await reportLink.click()
    await page.waitForURL(/\/reports\/[0-9a-f-]{36}$/).catch(async (e: Error) => {
      await screenshot(page, 'product-landing-search-1')
      throw new Error(`${e.message} at ${page.url()}`)
    })
    const reportPath = new URL(page.url()).pathname
    const evidence = page.getByRole('link', { name: /Open the transcript at/ })
    await evidence.first().waitFor()
    const count = await evidence.count()
    const pick = evidence.nth(Math.min(count - 1, 2)) // not the first: the return must scroll
    const quote = pick.locator('xpath=ancestor::blockquote')
    const ms = await quote.getAttribute('data-evidence-ms')
    assert(ms !== null, 'the quote names its time')
    await pick.click()
    await page
      .waitForURL(
        (url) => url.pathname.startsWith('/meetings/') && url.searchParams.get('from') === reportPath.split('/')[2],
      )
      .catch(async (e: Error) => {
        await screenshot(page, 'product-landing-search-2')
        throw new Error(`${e.message} at ${page.url()}`)
      })
    const back = page.getByTestId('back-to-report')
    await back.waitFor()
    await screenshot(page, 'analysis-transcript-from-report')
    await back.click()
    await page.waitForURL((url) => url.pathname === reportPath && url.hash === `#evidence-${ms}`)
    await page.waitForFunction((value) => document.activeElement?.getAttribute('data-evidence-ms') === value, ms)
    const box = await page.locator(`blockquote[data-evidence-ms="${ms}"]`).first().boundingBox()
    const viewport = page.viewportSize()!
    assert(
      box && box.y >= 0 && box.y + box.height <= viewport.height,
      `the quote is in view after returning (${JSON.stringify(box)})`,
    )
    await screenshot(page, 'analysis-back-at-quote')
  },
}

export default spec
