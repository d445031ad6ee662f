import type { Page } from 'playwright-core'
import { assert, type E2eSpec } from '../context.js'
import { signInAdmin } from './sandbox-helpers.js'

const stepHeading = (page: Page) => page.locator('#wizard-step-heading').innerText()
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click()

/** Presses Next with a step left incomplete: the step stays and names the problem. */
async function expectBlocked(page: Page, step: string, message: RegExp) {
  await next(page)
  await page.getByText(message).first().waitFor()
  assert((await stepHeading(page)) === step, `Next left ${step} although it was incomplete`)
}

async function expectStep(page: Page, step: string) {
  await page.waitForFunction((s) => document.querySelector('#wizard-step-heading')?.textContent === s, step)
}

const checkout: E2eSpec = {
  name: 'checkout wizard: each step blocks until valid, the draft survives a reload, and the order appears in the order list',
  async run(ctx) {
    const { page, screenshot } = ctx
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await signInAdmin(ctx, '/wizard-examples/checkout')
    await page
      .getByRole('button', { name: /^Remove / })
      .first()
      .waitFor()
    // An emptied cart cannot go on.
    while (await page.getByRole('button', { name: /^Remove / }).count())
      await page
        .getByRole('button', { name: /^Remove / })
        .first()
        .click()
    await expectBlocked(page, 'Cart', /Add at least one product/)
    await page.getByRole('combobox', { name: 'Add a product' }).click()
    await page.getByRole('option').first().click()
    await page
      .getByRole('button', { name: /^Remove / })
      .first()
      .waitFor()
    await next(page)
    await expectStep(page, 'Address')
    await expectBlocked(page, 'Address', /This field is required/)
    const email = `wizard.${Date.now()}@example.com`
    await page.getByLabel('Full name').fill('Wizard Tester')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Street and number').fill('1 Main Street')
    await page.getByLabel('City').fill('Springfield')
    await page.getByLabel('Postal code').fill('12345')
    await page.getByLabel('Country').fill('United States')
    await next(page)
    await expectStep(page, 'Payment')
    await page.getByLabel('Name on the card').fill('Wizard Tester')
    await page.getByLabel('Card number').fill('4242 4242 4242 4241')
    await page.getByLabel('Expiry (MM/YY)').fill('12/39')
    await page.getByLabel('Security code').fill('123')
    await expectBlocked(page, 'Payment', /card number is not valid/)
    await page.getByLabel('Card number').fill('4242424242424242')
    await next(page)
    await expectStep(page, 'Confirmation')
    // A reload keeps the draft but not the card number: back on the payment step with the rest filled in.
    await page.reload()
    await expectStep(page, 'Payment')
    assert(
      (await page.getByLabel('Name on the card').inputValue()) === 'Wizard Tester',
      'the draft survived the reload',
    )
    assert((await page.getByLabel('Card number').inputValue()) === '', 'the card number was not stored')
    await page.getByRole('button', { name: 'Back' }).click()
    await expectStep(page, 'Address')
    assert((await page.getByLabel('Email').inputValue()) === email, 'Back keeps what was typed')
    await next(page)
    await page.getByLabel('Card number').fill('4242424242424242')
    await page.getByLabel('Security code').fill('123')
    await next(page)
    await expectStep(page, 'Confirmation')
    await screenshot(page, 'showcase/checkout-review')
    await page.getByRole('button', { name: 'Place order' }).click()
    const placed = await page.getByText(/^Order #\d+ placed$/).innerText()
    const number = Number(placed.match(/\d+/)![0])
    await screenshot(page, 'showcase/checkout-placed')

    const login = await page.request.post('/api/auth/login', {
      data: { email: 'admin@example.com', password: 'demo-admin' },
    })
    const { accessToken } = (await login.json()) as { accessToken: string }
    const list = await page.request.get(`/api/apps/ecommerce/orders?q=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    })
    const body = (await list.json()) as {
      orders: { order: number; email: string; methodNumber: number }[]
      total: number
    }
    assert(
      body.total === 1 && body.orders[0].order === number,
      `the order list holds order ${number} once: ${JSON.stringify(body)}`,
    )
    assert(body.orders[0].methodNumber === 4242, "the order keeps the card's last four digits")
    assert(errors.length === 0, `console errors: ${errors.join(' | ')}`)
  },
}

const property: E2eSpec = {
  name: 'property listing wizard: validation per step, back keeps input, review, done',
  async run(ctx) {
    const { page, screenshot } = ctx
    await signInAdmin(ctx, '/wizard-examples/property-listing')
    await expectStep(page, 'Personal details')
    await expectBlocked(page, 'Personal details', /This field is required/)
    await page.getByLabel('First name').fill('Ann')
    await page.getByLabel('Last name').fill('Lee')
    await page.getByLabel('Email').fill('ann@example.com')
    await page.getByLabel('Phone').fill('call me')
    await expectBlocked(page, 'Personal details', /phone number/)
    await page.getByLabel('Phone').fill('+33 1 23 45 67 89')
    await next(page)
    await expectStep(page, 'Property')
    await page.getByLabel('Address').fill('4 Rue Verte')
    await page.getByLabel('City').fill('Lyon')
    await next(page)
    await expectStep(page, 'Features')
    await expectBlocked(page, 'Features', /Choose at least one/)
    await page.getByLabel('Garden').check()
    await next(page)
    await expectStep(page, 'Area')
    await page.getByLabel(/Living area/).fill('-5')
    await expectBlocked(page, 'Area', /greater than zero/)
    await page.getByLabel(/Living area/).fill('84.5')
    await next(page)
    await expectStep(page, 'Price')
    await page.getByRole('button', { name: 'Back' }).click()
    await expectStep(page, 'Area')
    assert((await page.getByLabel(/Living area/).inputValue()) === '84.5', 'Back keeps the area')
    await next(page)
    await expectBlocked(page, 'Price', /This field is required/)
    await page.getByLabel('Price (USD)').fill('320000')
    await next(page)
    await expectStep(page, 'Review')
    await page.getByText('4 Rue Verte, Lyon').waitFor()
    await screenshot(page, 'showcase/property-review')
    await page.getByRole('button', { name: 'Publish listing' }).click()
    await page.getByText('Listing ready').waitFor()
  },
}

const deal: E2eSpec = {
  name: 'create deal wizard: validation per step (percentage, dates, usage, terms), review, done',
  async run(ctx) {
    const { page } = ctx
    await signInAdmin(ctx, '/wizard-examples/create-deal')
    await expectStep(page, 'Deal type')
    await page.getByLabel('Discount').fill('150')
    await expectBlocked(page, 'Deal type', /more than 100/)
    await page.getByLabel('Discount').fill('15')
    await next(page)
    await expectStep(page, 'Details')
    await page.getByLabel('Title').fill('Winter sale')
    await page.getByLabel('Code').fill('WINTER15')
    await page.getByLabel('Starts').fill('2026-12-10')
    await page.getByLabel('Ends').fill('2026-12-01')
    await expectBlocked(page, 'Details', /must not be before the start/)
    await page.getByLabel('Ends').fill('2026-12-31')
    await next(page)
    await expectStep(page, 'Usage')
    await page.getByLabel('Total uses').fill('0')
    await expectBlocked(page, 'Usage', /whole number/)
    await page.getByLabel('Total uses').fill('500')
    await next(page)
    await expectStep(page, 'Review')
    await page.getByRole('button', { name: 'Create deal' }).click()
    await page.getByText(/Accept the terms/).waitFor()
    await page.getByLabel('I accept the terms of the deal').check()
    await page.getByRole('button', { name: 'Create deal' }).click()
    await page.getByText('Deal created').waitFor()
  },
}

export default [checkout, property, deal]
