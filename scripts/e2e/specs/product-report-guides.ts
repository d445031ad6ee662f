import fs from 'node:fs'
import path from 'node:path'
import { assert, SHOTS_DIR, type E2eSpec } from '../context.js'

const specs: E2eSpec[] = [
  {
    name: 'demo reads worked examples, moves between them and follows evidence into the sample transcript',
    async run({ page, signIn, expectUrl, screenshot }) {
      await signIn(page, 'demo@example.com', 'demo-demo')
      await expectUrl(page, '/reports-example/SelfExample')
      await page.getByRole('heading', { level: 1, name: 'Self-assessment: worked example' }).waitFor()
      await page.getByRole('heading', { name: 'Summary' }).waitFor()
      await page.locator('.recharts-surface').first().waitFor()
      await page
        .getByRole('list', { name: 'Sample transcript' })
        .getByText('UX designer', { exact: false })
        .first()
        .waitFor()
      // Demo has no template pages: the example does not offer one.
      assert(
        (await page.getByRole('button', { name: 'How to read this report' }).count()) === 0,
        'demo is not offered a template page',
      )
      await screenshot(page, 'report-guides-example-self')

      const siblings = page.getByRole('navigation', { name: 'Other worked examples' })
      assert((await siblings.getByRole('link').count()) === 7, 'seven worked examples are linked')
      await siblings.getByRole('link', { name: 'Negotiation analysis' }).click()
      await expectUrl(page, '/reports-example/NegatiationExample')
      await page.getByRole('heading', { level: 1, name: 'Negotiation analysis: worked example' }).waitFor()
      await page.getByRole('heading', { name: 'Offers and counter-offers' }).waitFor()
      await page.locator('.recharts-surface').first().waitFor()

      // An evidence quote highlights its segment in the transcript panel on the same page.
      const evidence = page.getByRole('link', { name: /^Open the transcript at / }).nth(2)
      const label = (await evidence.getAttribute('aria-label')) ?? ''
      const time = label.replace('Open the transcript at ', '')
      await evidence.click()
      await page.waitForURL(
        (url) => url.pathname === '/reports-example/NegatiationExample' && /^\?t=\d+$/.test(url.search),
      )
      const active = page.getByRole('list', { name: 'Sample transcript' }).locator('[data-active="true"]')
      await active.waitFor()
      assert((await active.count()) === 1, 'exactly one segment is highlighted')
      const activeTime = (await active.locator('button').first().textContent())?.trim()
      assert(activeTime === time, `the highlighted segment starts at ${time}, got ${activeTime}`)
      await page.waitForTimeout(600) // the smooth scroll of the panel
      // The viewport, not the full page: the panel is sticky beside the scrolled report.
      fs.mkdirSync(SHOTS_DIR, { recursive: true })
      await page.screenshot({ path: path.join(SHOTS_DIR, 'report-guides-example-evidence.png') })

      await siblings.getByRole('link', { name: 'Team-role signals (Belbin-style)' }).click()
      await expectUrl(page, '/reports-example/BelbinExample')
      await page
        .getByRole('img', { name: /team-role/i })
        .first()
        .waitFor()
    },
  },
  {
    name: 'admin reads a report template section by section and opens its worked example',
    async run({ page, signIn, expectUrl, screenshot }) {
      await signIn(page, 'admin@example.com', 'demo-admin', '/reports-template/RecruterTemplate')
      await page.getByRole('heading', { level: 1, name: 'Recruiter report: how to read the report' }).waitFor()
      const scorecard = page.getByRole('region', { name: 'Scorecard' })
      await scorecard.getByText('How the builtin engine derives it').waitFor()
      await scorecard.getByRole('heading', { name: 'How a criterion is scored' }).waitFor()
      await page
        .getByRole('region', { name: 'Conversation overview' })
        .getByText('Talk share', { exact: true })
        .waitFor()
      // The default rubric, read from the service's worked example.
      await page.getByRole('table', { name: 'Criteria' }).getByText('Problem solving').waitFor()
      await screenshot(page, 'report-guides-template-recruiter')

      await page.goto('/reports-template/InfoSecTemplate')
      const risk = page.getByRole('region', { name: 'Risk' })
      await risk.getByText('Luhn checksum', { exact: false }).waitFor()
      await page.goto('/reports-template/BelbinTemplate')
      await page.getByRole('region', { name: 'Team-role signals' }).getByText('What feeds each role').waitFor()
      await page.goto('/reports-template/AlfaTemplate')
      await page.getByRole('heading', { name: "The organization's template" }).waitFor()
      await page.getByRole('table', { name: 'Meeting structure' }).getByText('Decisions made').waitFor()
      await screenshot(page, 'report-guides-template-alfa')

      await page
        .getByRole('navigation', { name: 'Other report templates' })
        .getByRole('link', { name: 'Self-assessment' })
        .click()
      await expectUrl(page, '/reports-template/SelfTemplate')
      await page.getByRole('button', { name: 'Open the worked example' }).click()
      await expectUrl(page, '/reports-example/SelfExample')
      await page.getByRole('button', { name: 'How to read this report' }).waitFor()
    },
  },
]

export default specs
