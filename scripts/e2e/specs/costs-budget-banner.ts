import type { Page } from 'playwright-core'
import { assert, settle, type E2eSpec, chooseLanguage, openInApp, trackRequests, until } from '../context.js'

/** Saves the budget form and waits for the service's answer (the page reloads its figures after a save). */
async function saveBudget(page: Page) {
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/billing/budget') && r.request().method() === 'PUT'),
    page.getByRole('button', { name: 'Save budget' }).click(),
  ])
  assert(res.status() === 204, `the budget is saved, got ${res.status()}`)
}

const specs: E2eSpec[] = [
  {
    name: 'costs: a spent budget shows the app-wide banner, which links to billing (wide, 390 px)',
    async run({ page, signIn, screenshot }) {
      const requests = trackRequests(page)
      await signIn(page, 'admin@example.com', 'demo-admin', '/billing/billing')
      await page.getByRole('heading', { name: 'Monthly budget' }).waitFor()
      // The page's start-up reads done first: a form typed into while they land was seen saved with the budget an
      // earlier spec left (1 €, no cap) instead of what was typed.
      await requests.quiet()
      // A budget of 0.01 €: the demo's usage this month is far past it.
      await page.getByLabel('Budget (EUR)').fill('0.01')
      await page.getByRole('switch', { name: 'Hard cap: refuse new work once spent' }).check()
      await saveBudget(page)

      await page.goto('/LLM_report/LLMReportList')
      const banner = page.locator('[data-budget-shell-banner="over"]')
      await banner.waitFor()
      const text = await banner.innerText()
      assert(
        /budget is spent/.test(text) && /refused until an admin raises it/.test(text),
        `the banner says the cap refuses new work, got: ${text}`,
      )
      await screenshot(page, 'costs-budget-banner')

      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto('/meetings/MeetingList')
      await banner.waitFor()
      const box = await banner.boundingBox()
      assert(box && box.x >= 0 && box.x + box.width <= 391, `the banner fits 390 px, got ${JSON.stringify(box)}`)
      await screenshot(page, 'costs-budget-banner-390')
      // Only the money screens show it: not the sandbox, not the builders (the status is not even asked there).
      for (const [path, what] of [
        ['/apps/kanban', 'the sandbox kanban'],
        ['/jsonbuilder/SmartBuilderVisual', 'the visual builder'],
      ] as const) {
        const asked: string[] = []
        const onRequest = (r: { url(): string }) => {
          if (r.url().endsWith('/api/billing/budget-status')) asked.push(r.url())
        }
        page.on('request', onRequest)
        await page.goto(path)
        await page.getByRole('heading', { level: 1 }).first().waitFor()
        await page.waitForLoadState('networkidle')
        await settle(page)
        page.off('request', onRequest)
        assert((await page.locator('[data-budget-shell-banner]').count()) === 0, `no budget banner on ${what}`)
        assert(asked.length === 0, `${what} does not ask for the budget status`)
      }
      await page.goto('/meetings/MeetingList')
      await banner.waitFor()
      await banner.getByRole('link', { name: 'Open billing' }).click()
      await page.waitForURL((url) => url.pathname === '/billing/billing')
      await page.getByRole('heading', { name: 'Monthly budget' }).waitFor()

      // Arabic: the banner reads right to left, with the link in Arabic.
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto('/LLM_report/LLMReportList')
      await chooseLanguage(page, 'العربية')
      await banner.getByRole('link', { name: 'فتح الفوترة' }).waitFor()
      await screenshot(page, 'costs-budget-banner-ar')
      await chooseLanguage(page, 'English')
      await page.waitForFunction(() => document.documentElement.dir === 'ltr')
      await page.goto('/billing/billing')
      await page.getByRole('heading', { name: 'Monthly budget' }).waitFor()

      // No budget: no banner.
      await page.getByLabel('Budget (EUR)').fill('')
      await saveBudget(page)
      // A save makes the banner ask again: on the billing page itself it goes without a navigation.
      await page.locator('[data-budget-shell-banner]').waitFor({ state: 'detached' })
      // The banner follows the status the service answers on each navigation: with that answer in, it stays away.
      const [status] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/billing/budget-status')),
        page.goto('/LLM_report/LLMReportList'),
      ])
      const { level } = (await status.json()) as { level: string }
      assert(level !== 'near' && level !== 'over', `no budget, no warning level (got ${level})`)
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      await settle(page)
      assert((await page.locator('[data-budget-shell-banner]').count()) === 0, 'no banner without a budget')
    },
  },
  {
    name: 'costs: an admin sets the organization’s cost time zone on the billing page',
    async run({ page, signIn, screenshot }) {
      await signIn(page, 'admin@example.com', 'demo-admin', '/billing/billing')
      const zone = page.getByRole('combobox', { name: 'Time zone' })
      await zone.waitFor()
      await page.getByRole('button', { name: 'Save time zone' }).waitFor()
      const before = await zone.inputValue()
      const choose = async (name: string) => {
        await zone.click()
        await zone.fill('')
        await zone.pressSequentially(name.slice(0, -2))
        await page.getByRole('option', { name, exact: true }).click()
        const [res] = await Promise.all([
          page.waitForResponse((r) => r.url().includes('/api/costs/settings') && r.request().method() === 'PUT'),
          page.getByRole('button', { name: 'Save time zone' }).click(),
        ])
        assert(res.status() === 200, `saved, got ${res.status()}`)
        await page.getByText('Time zone saved').waitFor()
      }
      await choose('Europe/Berlin')
      await screenshot(page, 'costs-time-zone')
      await page.reload()
      await zone.waitFor()
      assert((await zone.inputValue()) === 'Europe/Berlin', 'the zone is kept')
      await page.setViewportSize({ width: 390, height: 844 })
      await zone.scrollIntoViewIfNeeded()
      await screenshot(page, 'costs-time-zone-390')
      // The cost dashboard's default period ends on the organization's today, not the browser's UTC date: in
      // Kiritimati (UTC+14) that is tomorrow's date from 10:00 UTC on.
      await page.setViewportSize({ width: 1440, height: 900 })
      await zone.scrollIntoViewIfNeeded()
      await choose('Pacific/Kiritimati')
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date())
      await openInApp(page, '/omc/dashboard_cost')
      const to = page.getByLabel('To', { exact: true })
      await until(async () => (await to.inputValue()) === today, `the period ends on ${today}`)
      await openInApp(page, '/billing/billing')
      await zone.waitFor()
      // The organization is shared with the specs after this one on the same service: its zone goes back.
      if (before && before !== 'Pacific/Kiritimati') await choose(before)
    },
  },
]

export default specs
