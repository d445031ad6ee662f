import { assert, type E2eSpec } from '../context.js'

const spec: E2eSpec = {
  name: 'help center: each article opens with its own body',
  async run({ page, screenshot }) {
    await page.goto('/front-pages/help-center')
    await page.getByRole('link', { name: 'Upload a transcript: WebVTT, SRT, JSON or plain text' }).first().click()
    await page
      .getByRole('heading', { level: 1, name: 'Upload a transcript: WebVTT, SRT, JSON or plain text' })
      .waitFor()
    await page.getByText(/one file of up to 20 MB/).waitFor()
    await screenshot(page, 'front-pages-help-article')
    await page.getByRole('link', { name: 'Replace a transcript' }).first().click()
    await page.getByRole('heading', { level: 1, name: 'Replace a transcript' }).waitFor()
    await page.getByText(/replaces the earlier one completely/).waitFor()
    assert((await page.getByText(/one file of up to 20 MB/).count()) === 0, 'another article has another body')
    await page.setViewportSize({ width: 390, height: 844 })
    const wide = () => page.evaluate(() => document.documentElement.scrollWidth)
    await page.waitForFunction(() => document.documentElement.scrollWidth <= 390).catch(() => undefined)
    assert((await wide()) <= 390, `the article fits 390 px (${await wide()} px wide)`)
    await screenshot(page, 'front-pages-help-article-390')
    await page.goto('/front-pages/help-center')
    await page.getByRole('link', { name: 'Replace a transcript' }).first().waitFor()
    assert((await wide()) <= 390, `the help center fits 390 px (${await wide()} px wide)`)
    await screenshot(page, 'front-pages-help-center-390')
    const body = (await page.locator('body').innerText()).toLowerCase()
    assert(!/\b(lorem|ipsum|dolor)\b/.test(body), 'no Latin filler')
  },
}

export default spec
