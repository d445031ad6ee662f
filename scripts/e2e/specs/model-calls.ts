import type { Page } from 'playwright-core'
import { assert, chooseLanguage, type E2eSpec } from '../context.js'

/** Nothing of the screen (the `main` region) sticks out sideways, scroll boxes (the wide table) aside. */
async function assertNoSidewaysScroll(page: Page) {
  const culprits = await page.evaluate(() => {
    const width = window.innerWidth
    return [...document.querySelectorAll('main *')]
      .filter((e) => {
        const box = e.getBoundingClientRect()
        if (box.right <= width + 1 && box.left >= -1) return false
        for (let p = e.parentElement; p && p.tagName !== 'MAIN'; p = p.parentElement)
          if (getComputedStyle(p).overflowX !== 'visible') return false
        return true
      })
      .slice(-5)
      .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).slice(0, 40)}`)
  })
  assert(culprits.length === 0, `nothing sticks out of the screen sideways: ${culprits.join(' | ')}`)
}

// Northwind Partners carries the demo's traces (service/src/seed/model-calls-demo.ts), written by the tracer's own
// writer: a dozen calls, one rate-limited call retried, one timeout, a prompt with an e-mail address and a phone.
const NORTHWIND = ['admin@northwind.example.com', 'demo-northwind'] as const

const specs: E2eSpec[] = [
  {
    name: 'model calls: from the menu, filter by status, open a failed call, follow its retry to the masked prompt and response',
    async run({ page, signIn, expectUrl, screenshot }) {
      await signIn(page, ...NORTHWIND)
      await page.getByRole('navigation').getByText('Model calls', { exact: true }).click()
      await expectUrl(page, '/LLM/ModelCalls')
      const table = page.getByRole('table', { name: 'Model calls' })
      await table.waitFor()
      await table.getByText('whisper-1').first().waitFor()
      assert((await table.getByTestId('model-call-link').count()) >= 12, 'the seeded calls are listed')
      await screenshot(page, 'model-calls-list')

      await page.getByRole('combobox', { name: 'Status' }).click()
      await page.getByRole('option', { name: 'Error' }).click()
      await page.getByRole('combobox', { name: 'Status' }).filter({ hasText: 'Error' }).waitFor()
      const statuses = table.getByTestId('model-call-status')
      await statuses.first().waitFor()
      // The service filters: every row that stays says Error.
      await page.waitForFunction(() => {
        const cells = [...document.querySelectorAll('[data-testid="model-call-status"]')]
        return cells.length > 0 && cells.every((c) => c.textContent === 'Error')
      })
      await screenshot(page, 'model-calls-errors')
      await table.getByTestId('model-call-link').first().click()

      await page.getByRole('heading', { level: 1, name: 'Call to gpt-4o' }).waitFor()
      const error = page.getByTestId('model-call-error')
      await error.getByText('HTTP 429', { exact: false }).waitFor()
      await page.getByTestId('model-call-attempts').waitFor()
      await screenshot(page, 'model-call-error-detail')
      await page.getByTestId('model-call-attempts').getByRole('link', { name: 'Attempt 2' }).click()
      await page.getByTestId('model-call-response').waitFor()
      assert((await error.count()) === 0, 'the retry answered')
      const prompt = (await page.getByTestId('model-call-prompt').textContent()) ?? ''
      assert(prompt.includes('p***@***.com'), `the e-mail address is masked: ${prompt.slice(0, 400)}`)
      assert(!prompt.includes('piotr.kowalski@'), 'and never shown raw')
      assert(!prompt.includes('7946 0958'), 'nor the phone number')
      await screenshot(page, 'model-call-detail')

      // Days with no calls: the empty state says the filters found nothing, and clears them.
      await page.getByRole('button', { name: 'All model calls' }).click()
      await table.waitFor()
      await page.getByLabel('From', { exact: true }).fill('2020-01-01')
      await page.getByLabel('To', { exact: true }).fill('2020-01-31')
      await page.getByText('No model calls match these filters').waitFor()
      await screenshot(page, 'model-calls-empty-filtered')
      await page.getByRole('button', { name: 'Clear filters' }).click()
      await table.getByTestId('model-call-link').first().waitFor()
    },
  },
  {
    name: 'model calls: the superadmin filters by organization',
    async run({ page, signIn, screenshot }) {
      await signIn(page, 'superadmin@example.com', 'demo-superadmin', '/LLM/ModelCalls')
      const table = page.getByRole('table', { name: 'Model calls' })
      await table.waitFor()
      await page.getByRole('combobox', { name: 'Organization' }).click()
      await page.getByRole('option', { name: 'Northwind Partners' }).click()
      await page.getByRole('combobox', { name: 'Organization' }).filter({ hasText: 'Northwind Partners' }).waitFor()
      await page.waitForFunction(() => {
        const rows = [...document.querySelectorAll('table[aria-label="Model calls"] tbody tr')]
        return rows.length > 0 && rows.every((r) => r.lastElementChild?.textContent === 'Northwind Partners')
      })
      await screenshot(page, 'model-calls-superadmin')
    },
  },
  {
    name: 'model calls: the list and a call read in Arabic, right to left, 390 px wide',
    async run({ page, signIn, screenshot }) {
      await page.setViewportSize({ width: 390, height: 844 })
      await signIn(page, ...NORTHWIND, '/LLM/ModelCalls')
      await chooseLanguage(page, 'العربية')
      const table = page.getByRole('table', { name: 'استدعاءات النماذج' })
      await table.getByTestId('model-call-link').first().waitFor()
      await page.getByRole('heading', { level: 1, name: 'استدعاءات النماذج' }).waitFor()
      await assertNoSidewaysScroll(page)
      await screenshot(page, 'model-calls-list-ar-390')
      await table.getByTestId('model-call-link').first().click()
      await page.getByTestId('model-call-prompt').waitFor()
      await page.getByRole('button', { name: 'كل استدعاءات النماذج' }).waitFor()
      assert((await page.evaluate(() => document.documentElement.dir)) === 'rtl', 'the detail reads right to left')
      await assertNoSidewaysScroll(page)
      await screenshot(page, 'model-call-detail-ar-390')
    },
  },
]

export default specs
