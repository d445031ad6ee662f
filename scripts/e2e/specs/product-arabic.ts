import { assert, chooseLanguage, settle, until, type E2eSpec } from '../context.js'

// Arabic: the landing, a meeting (avatar initials in written order, English transcript lines in their own
// direction), a Belbin report (disclaimer translated, quotes isolated) and the two-steps page, each looked at.
const spec: E2eSpec = {
  name: 'Arabic: bidi isolation, translated disclaimer, avatar initials, landing and two-steps in RTL',
  async run({ page, signIn, screenshot }) {
    await signIn(page, 'admin@example.com', 'demo-admin', '/meetings/MeetingList')
    await chooseLanguage(page, 'العربية')
    await page.getByTestId('landing-overview').getByText('اجتماعات هذا الأسبوع').waitFor()
    await screenshot(page, 'product-arabic-landing')

    // Other specs add meetings, so the seeded one is found by name rather than looked for on the first page.
    await page.getByRole('searchbox', { name: 'ابحث بالعنوان أو الوصف' }).fill('Weekly team sync')
    await page.getByRole('link', { name: 'Weekly team sync' }).first().click()
    await page.getByRole('heading', { level: 1, name: 'Weekly team sync' }).waitFor()
    const initials = await page.locator('.fui-Avatar__initials').allTextContents()
    assert(initials.includes('PN'), `"Priya Nair" shows PN, not NP (${initials.join(', ')})`)
    const line = page.locator('[data-segment] span[dir="auto"]').first()
    await line.waitFor()
    await screenshot(page, 'product-arabic-meeting')

    await page.locator('a[href^="/reports/"]').filter({ hasText: /بلبن/ }).first().click()
    await page.waitForURL(/\/reports\/[0-9a-f-]{36}$/)
    await page.getByText('مؤشرات أولية من لغة محادثة واحدة').first().waitFor()
    const quote = page.locator('blockquote[data-evidence-ms] div[dir="auto"]').first()
    await quote.waitFor()
    assert(
      (await quote.evaluate((el) => getComputedStyle(el).direction)) === 'ltr',
      'an English quote runs left to right inside the Arabic page',
    )
    await screenshot(page, 'product-arabic-belbin')

    await page.goto('/pages/authentication/two-steps-v1')
    await page.getByRole('group', { name: 'رمز التحقق' }).waitFor()
    await screenshot(page, 'product-arabic-two-steps')
  },
}

const money: E2eSpec = {
  name: 'Arabic: the plan name is translated and the cost chart’s date reads right to left (390 px)',
  async run({ page, signIn, screenshot }) {
    await page.setViewportSize({ width: 390, height: 844 })
    await signIn(page, 'admin@example.com', 'demo-admin', '/billing/billing')
    await chooseLanguage(page, 'العربية')
    // The demo organization is on the Company plan: its name in Arabic, by the plan's code.
    await page.getByText('الشركة', { exact: true }).waitFor()
    assert((await page.getByText('Company', { exact: true }).count()) === 0, 'no English plan name')
    await screenshot(page, 'product-arabic-billing-390')

    await page.goto('/omc/dashboard_cost')
    const bar = page.locator('.recharts-bar-rectangle').first()
    await bar.waitFor()
    await settle(page)
    const label = page.locator('.recharts-tooltip-label')
    // Hovered again until the tooltip shows: a banner arriving above the chart (the budget status loads on its own)
    // moves the bar from under a pointer placed once.
    // At 390 px the chart starts near the bottom of the screen: a segment whose middle is below it cannot be hovered,
    // so it is scrolled into view first.
    await until(async () => {
      await bar.scrollIntoViewIfNeeded()
      const box = (await bar.boundingBox())!
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 2 })
      return (await label.isVisible()) && (await label.innerText()).trim() !== ''
    }, 'the cost chart shows its tooltip under the pointer')
    const text = await label.innerText()
    // A numeric date ("26‏/11‏/2026") in the chart's left-to-right box was scrambled into "262026/11/".
    assert(!/\d\u200f?\/\d/.test(text), `the tooltip date is spelled out, got ${text}`)
    const direction = await page.locator('.recharts-tooltip-wrapper').evaluate((el) => getComputedStyle(el).direction)
    assert(direction === 'rtl', `the tooltip reads right to left, got ${direction}`)
    await screenshot(page, 'product-arabic-cost-chart-390')
  },
}

export default [spec, money]
