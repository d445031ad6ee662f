import { assert, type E2eSpec } from '../context.js'

const spec: E2eSpec[] = [
  {
    name: 'the FAQ page lists the groups, searches the questions on the service and switches categories',
    async run({ page, signIn, screenshot }) {
      await signIn(page, 'demo@example.com', 'demo-demo', '/pages/faq')
      await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor()
      await page.getByRole('tab', { name: 'Delivery' }).click()
      await page.getByRole('heading', { name: 'Delivery', level: 2 }).waitFor()
      await screenshot(page, 'showcase-faq')
      const search = page.waitForResponse((r) => r.url().includes('/api/pages/faq?q=refund'))
      await page.getByRole('searchbox', { name: 'Search the questions' }).fill('refund')
      await search
      const questions = await page.getByRole('heading', { level: 3 }).allTextContents()
      assert(questions.length > 0, 'a question matches "refund"')
      await page.getByRole('searchbox', { name: 'Search the questions' }).fill('zzzz-no-such-question')
      await page.getByText('No question matches').waitFor()
      await page.getByRole('link', { name: 'Contact support' }).waitFor()
    },
  },
  {
    name: 'the sandbox pricing page shows the catalogue with its yearly prices and the comparison table',
    async run({ page, signIn, screenshot }) {
      await signIn(page, 'demo@example.com', 'demo-demo', '/pages/pricing')
      await page.getByRole('heading', { name: 'Enterprise' }).waitFor()
      const monthly = await page.locator('main').innerText()
      await page.getByRole('switch', { name: 'Billing cycle' }).click()
      await page.getByText('billed yearly').first().waitFor()
      assert((await page.locator('main').innerText()) !== monthly, 'yearly prices differ from monthly ones')
      assert(
        (await page.getByRole('table', { name: 'Compare plans' }).getByRole('row').count()) > 2,
        'the comparison lists features',
      )
      await screenshot(page, 'showcase-pricing')
    },
  },
]

export default spec
