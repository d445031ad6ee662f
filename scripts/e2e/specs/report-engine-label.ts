import type { Page } from 'playwright-core'
import { assert, type E2eSpec, chooseLanguage } from '../context.js'

/** The header says which engine analysed the report; the subject tile says whose template scored it. */
async function assertLabels(page: Page, engine: string, template: RegExp) {
  await page.getByTestId('report-engine').getByText(engine, { exact: true }).waitFor()
  await page.getByText(template).first().waitFor()
  const text = (await page.locator('body').textContent()) ?? ''
  for (const old of ["Your organization's model", 'Default model', 'Модель вашей организации', 'نموذج مؤسستك'])
    assert(!text.includes(old), `no "${old}": a reader cannot tell what that model is`)
}

const spec: E2eSpec = {
  name: 'reports: the report and its public page say which engine analysed it and whose template scored it (English and Arabic, 390 px)',
  async run({ page, context, signIn, screenshot }) {
    await page.setViewportSize({ width: 390, height: 844 })
    await signIn(page, 'admin@example.com', 'demo-admin', '/digitalprofiles/DPList')
    await page.getByRole('searchbox', { name: 'Search by name, e-mail or company' }).fill('Daniel Carter')
    await page
      .getByRole('table', { name: 'Digital profiles' })
      .getByRole('link', { name: 'Daniel Carter' })
      .first()
      .click()
    await page
      .getByRole('list', { name: 'Linked reports' })
      .getByRole('link', { name: /^Recruiter report: Daniel Carter/ })
      .first()
      .click()
    await page.waitForURL(/\/reports\/[0-9a-f-]{36}$/)
    await assertLabels(
      page,
      'Built-in analysis (no AI model)',
      /^Scored against (your organization's|the default) template$/,
    )
    await page.getByTestId('report-engine').scrollIntoViewIfNeeded()
    await screenshot(page, 'report-engine-label')

    await page.getByRole('button', { name: 'Share' }).click()
    const share = page.getByRole('dialog')
    await share.getByRole('button', { name: 'Create link' }).click()
    const url = await share.getByLabel('Public link').inputValue()
    await share.getByRole('button', { name: 'Close' }).first().click()

    await chooseLanguage(page, 'العربية')
    await assertLabels(page, 'تحليل مدمج (دون نموذج ذكاء اصطناعي)', /^قُيِّم وفق (قالب مؤسستك|القالب الافتراضي)$/)
    await screenshot(page, 'report-engine-label-ar')

    // A reader of the link, signed out, in English and in Arabic.
    const browser = context.browser()
    assert(browser, 'the context has a browser')
    for (const [locale, engine, template] of [
      ['en-US', 'Built-in analysis (no AI model)', /^Scored against (your organization's|the default) template$/],
      ['ar', 'تحليل مدمج (دون نموذج ذكاء اصطناعي)', /^قُيِّم وفق (قالب مؤسستك|القالب الافتراضي)$/],
    ] as const) {
      const anonymous = await browser.newContext({ viewport: { width: 390, height: 844 }, locale })
      try {
        const publicPage = await anonymous.newPage()
        await publicPage.goto(new URL(new URL(url).pathname, page.url()).href)
        await assertLabels(publicPage, engine, template)
        await publicPage.getByTestId('report-engine').scrollIntoViewIfNeeded()
        await screenshot(publicPage, `report-engine-label-public-${locale}`)
      } finally {
        await anonymous.close()
      }
    }
  },
}

export default spec
