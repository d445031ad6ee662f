import type { Page } from 'playwright-core'
import { assert, type E2eSpec } from '../context.js'

// The public help center, payment and checkout front pages, signed out (blank layout).

const total = (page: Page) => page.getByTestId('order-total').innerText()

/** Waits until the order total differs from `before` and returns the new one. */
async function totalChangesFrom(page: Page, before: string) {
  const deadline = Date.now() + 5000
  for (;;) {
    const now = await total(page)
    if (now !== before) return now
    if (Date.now() > deadline) throw new Error(`the total stayed at ${before}`)
    await page.waitForTimeout(50)
  }
}

async function fillContact(page: Page) {
  await page.locator('input[name="fullName"]').fill('Erin Example')
  await page.locator('input[name="email"]').fill('erin@example.org')
  await page.locator('input[name="company"]').fill('Example Analytics')
  await page.locator('input[name="country"]').fill('Netherlands')
  await page.locator('input[name="address"]').fill('Keizersgracht 1, Amsterdam')
  await page.locator('input[name="vatId"]').fill('NL123456789B01')
}

const specs: E2eSpec[] = [
  {
    name: 'the help center searches, opens an article and goes back while signed out',
    async run({ page, expectUrl, screenshot }) {
      await page.goto('/front-pages/help-center')
      await page.getByRole('heading', { name: 'Hello, how can we help?' }).waitFor()
      await page.getByRole('heading', { name: 'Knowledge base' }).waitFor()
      await screenshot(page, 'front-help-center')

      await page.getByRole('searchbox', { name: 'Search the help center' }).fill('budget')
      await page.getByRole('heading', { name: /^Articles found: \d+$/ }).waitFor()
      await screenshot(page, 'front-help-search')
      const first = page
        .getByRole('list', { name: /^Articles found/ })
        .getByRole('link')
        .first()
      const title = (await first.innerText()).trim()
      await first.click()
      await page.waitForURL((url) => url.pathname.startsWith('/front-pages/help-center/article/'))
      await page.getByRole('heading', { level: 1, name: title }).waitFor()
      await page.getByRole('navigation', { name: 'Where you are' }).getByText('Costs and billing').waitFor()
      await page.getByRole('heading', { name: 'Related articles' }).waitFor()
      await screenshot(page, 'front-help-article')

      await page.getByRole('link', { name: 'Back to the help center' }).first().click()
      await expectUrl(page, '/front-pages/help-center')
      await page.getByRole('heading', { name: 'Popular articles' }).waitFor()

      await page.goto('/front-pages/help-center/article/no-such-article')
      await page.getByText('This article does not exist.').waitFor()
      await screenshot(page, 'front-help-article-missing')
    },
  },
  {
    name: 'the payment page totals the chosen plan and cycle and continues to registration with the plan',
    async run({ page, expectUrl, screenshot }) {
      await page.goto('/front-pages/payment')
      await page.getByRole('heading', { name: 'Order summary' }).waitFor()
      await page.getByText('Your organization is billed by invoice after sign-up.', { exact: false }).first().waitFor()
      const team = await total(page)
      await page.getByRole('radio', { name: /^Company/ }).check()
      const company = await totalChangesFrom(page, team)
      await page.getByRole('radio', { name: /^Yearly/ }).check()
      const yearly = await totalChangesFrom(page, company)
      await page.getByText('Yearly saving').waitFor()
      assert(team !== company && company !== yearly, `totals ${team}, ${company}, ${yearly}`)

      await page.getByRole('button', { name: 'Continue to create your account' }).click()
      await page.getByText('Fill in the billing contact to continue.').waitFor()
      await expectUrl(page, '/front-pages/payment')
      await fillContact(page)
      await screenshot(page, 'front-payment')

      await page.getByRole('button', { name: 'Continue to create your account' }).click()
      await expectUrl(page, '/register?plan=company&cycle=yearly')
      await page
        .getByTestId('plan-choice')
        .getByText('You chose the Company plan, billed yearly.', { exact: false })
        .waitFor()
      const name = await page.locator('input[name="fullName"]').inputValue()
      assert(name === 'Erin Example', `the register form starts with the billing name, saw "${name}"`)
      await screenshot(page, 'front-payment-register')
    },
  },
  {
    name: 'the checkout wizard walks plan and seats, billing, review and done to registration',
    async run({ page, expectUrl, screenshot }) {
      await page.goto('/front-pages/checkout')
      await page.getByRole('heading', { name: 'Order summary' }).waitFor()
      const seats = page.getByRole('spinbutton', { name: 'People who will use Debrief' })
      await seats.fill('20')
      await seats.press('Tab')
      await page.getByText('Team includes up to 15 accounts', { exact: false }).waitFor()
      assert(await page.getByRole('button', { name: 'Next' }).isDisabled(), 'Next waits for a plan that fits')
      await page.getByRole('button', { name: 'Switch to Company' }).click()
      await page.getByRole('radio', { name: /^Yearly/ }).check()
      await page.getByText('Accounts: 20').waitFor()
      await screenshot(page, 'front-checkout-plan')
      await page.getByRole('button', { name: 'Next' }).click()

      await page.getByRole('heading', { name: 'Billing details' }).waitFor()
      await page.getByRole('button', { name: 'Next' }).click()
      await page.getByText('Required.').first().waitFor()
      await fillContact(page)
      await page.getByRole('button', { name: 'Next' }).click()

      await page.getByRole('heading', { name: 'Plan and billing' }).waitFor()
      await page.getByText('Keizersgracht 1, Amsterdam').waitFor()
      await screenshot(page, 'front-checkout-review')
      await page.getByRole('button', { name: 'Confirm order' }).click()

      await page.getByRole('heading', { name: 'Your order is ready' }).waitFor()
      await screenshot(page, 'front-checkout-done')
      await page.getByRole('button', { name: 'Create your account' }).click()
      await expectUrl(page, '/register?plan=company&cycle=yearly')
      await page.getByTestId('plan-choice').waitFor()
    },
  },
]

export default specs
