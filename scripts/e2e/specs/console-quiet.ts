import type { Page } from 'playwright-core'
import { assert, type E2eSpec } from '../context.js'

/** Every 4xx/5xx answer from the API and every console error while `body` runs. */
async function noise(page: Page, body: () => Promise<void>) {
  const seen: string[] = []
  const onResponse = (r: { url(): string; status(): number }) => {
    if (r.url().includes('/api/') && r.status() >= 400) seen.push(`${r.status()} ${new URL(r.url()).pathname}`)
  }
  const onConsole = (m: { type(): string; text(): string }) => {
    if (m.type() === 'error' || m.text().includes('extra tokens')) seen.push(`console: ${m.text().slice(0, 120)}`)
  }
  page.on('response', onResponse)
  page.on('console', onConsole)
  try {
    await body()
  } finally {
    page.off('response', onResponse)
    page.off('console', onConsole)
  }
  return seen
}

const spec: E2eSpec = {
  name: 'console: a report without a template, the code builder mid-edit and the superadmin’s summarizer answer no 404 and log no error',
  async run({ page, signIn }) {
    await signIn(page, 'admin@example.com', 'demo-admin')
    const adminNoise = await noise(page, async () => {
      await page.goto('/reports/ReportList')
      const links = page.locator('a[href^="/reports/"]:not([href$="ReportList"])')
      await links.first().waitFor()
      const hrefs = (await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))).slice(0, 6)
      for (const href of hrefs) {
        const usage = page.waitForResponse((r) => r.url().includes('/api/templates/used-by-report/'))
        await page.goto(href)
        await usage
      }
      await page.goto('/jsonbuilder/SmartBuilder')
      await page.getByRole('combobox', { name: 'Template' }).click()
      await page.getByRole('option').first().click()
      const code = page.locator('.cm-content')
      // The editor shows before the template's document arrives; typed into the empty one first, the keys were
      // replaced by the loaded document (a busy run's failure). A second line is there only once it has loaded.
      await code.locator('.cm-line').nth(1).waitFor()
      // A trailing token, as while typing: the editor shows its diagnostics, the console stays quiet.
      await code.click()
      await page.keyboard.press('Control+End')
      await page.keyboard.type(' x')
      await page.getByText('Unsaved changes').waitFor()
      await page.locator('.cm-lintRange, .cm-diagnostic, [role="alert"]').first().waitFor()
    })
    assert(adminNoise.length === 0, `admin pages: ${adminNoise.join('; ')}`)

    await page.context().clearCookies()
    await page.evaluate(() => localStorage.clear())
    await signIn(page, 'superadmin@example.com', 'demo-superadmin')
    const superNoise = await noise(page, async () => {
      const settings = page.waitForResponse((r) => r.url().includes('/api/llm/settings'))
      await page.goto('/LLM/Summarize')
      await settings
      await page.goto('/LLM_report/LLMReportList')
      await page.getByRole('heading', { level: 1 }).waitFor()
    })
    assert(superNoise.length === 0, `superadmin pages: ${superNoise.join('; ')}`)
  },
}

export default spec
