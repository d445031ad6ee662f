import type { Page } from 'playwright-core'
import { assert, type E2eSpec } from '../context.js'

const WIZARD = '/pages/authentication/register-multi-steps'
const PASSWORD = 'long-enough-password'

/** The newest mail to an address, read like a demo does without SMTP: the superadmin's outbox. */
async function latestMailTo(baseUrl: string, to: string): Promise<{ subject: string; body: string }> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'superadmin@example.com', password: 'demo-superadmin' }),
  })
  assert(login.ok, `superadmin login: ${login.status}`)
  const { accessToken } = (await login.json()) as { accessToken: string }
  const res = await fetch(`${baseUrl}/api/outbox?to=${encodeURIComponent(to)}&limit=1`, {
    headers: { authorization: `Bearer ${accessToken}` },
  })
  assert(res.ok, `outbox: ${res.status}`)
  const { mails } = (await res.json()) as { mails: { subject: string; body: string }[] }
  assert(mails.length === 1, `no mail to ${to} in the outbox`)
  return mails[0]
}

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click()
const currentStep = (page: Page) => page.locator('li[aria-current="step"]')

/** Fills the account and personal steps and stops on the confirmation step. */
async function fillWizard(page: Page, email: string, screenshot?: (page: Page, name: string) => Promise<string>) {
  await page.goto(WIZARD)
  await next(page)
  await page.getByText('Enter a valid e-mail address.').waitFor()
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(PASSWORD)
  await page.locator('input[name="confirm"]').fill('something-else')
  await next(page)
  await page.getByText('The two passwords differ.').waitFor()
  await page.locator('input[name="confirm"]').fill(PASSWORD)
  if (screenshot) await screenshot(page, 'verify-wizard-1-account')
  await next(page)
  await currentStep(page).getByText('Personal').waitFor()
  await next(page)
  await page.getByText('Required', { exact: true }).waitFor()
  await page.locator('input[name="fullName"]').fill('Wendy Wizard')
  await page.locator('input[name="organizationName"]').fill('Wizard Works')
  if (screenshot) await screenshot(page, 'verify-wizard-2-personal')
  await next(page)
  await currentStep(page).getByText('Confirm').waitFor()
}

const specs: E2eSpec[] = [
  {
    name: 'the multi-steps wizard registers; the mailed link verifies the address once',
    async run({ page, baseUrl, expectUrl, screenshot }) {
      const email = `wizard-${Date.now()}@example.com`
      await fillWizard(page, email, screenshot)
      await page.getByText(email).waitFor() // the summary
      await page.getByText('Wizard Works').waitFor()
      await page.getByRole('button', { name: 'Back' }).click()
      assert(
        (await page.locator('input[name="fullName"]').inputValue()) === 'Wendy Wizard',
        'back keeps what was typed',
      )
      await next(page)
      await page.getByRole('button', { name: 'Create account' }).click()
      await page.getByText('Accept the terms to create the account.').waitFor()
      await page.getByRole('checkbox', { name: /I accept the terms/ }).check()
      await screenshot(page, 'verify-wizard-3-confirm')
      await page.getByRole('button', { name: 'Create account' }).click()

      await page.getByText('Your account is ready').waitFor()
      await page.getByText(`We sent a confirmation link to ${email}.`, { exact: false }).waitFor()
      await screenshot(page, 'verify-wizard-4-registered')
      await page.getByRole('button', { name: 'Account menu' }).waitFor() // moves on by itself, signed in
      await expectUrl(page, '/meetings/MeetingList')

      const mail = await latestMailTo(baseUrl, email)
      assert(mail.subject === 'Confirm your Debrief e-mail address', `subject: ${mail.subject}`)
      const link = /(https?:\/\/\S+\/pages\/authentication\/verify-email-v2\?token=[\w-]+)/.exec(mail.body)?.[1]
      assert(link, `no verification link in: ${mail.body}`)
      const target = new URL(link)
      await page.goto(target.pathname + target.search)
      await page.getByText(`${email} is confirmed. Thank you!`).waitFor()
      await screenshot(page, 'verify-email-done')
      await page.getByRole('link', { name: 'Go to Debrief' }).click()
      await expectUrl(page, '/meetings/MeetingList')

      await page.goto(target.pathname + target.search)
      await page.getByText('This confirmation link is invalid, already used or expired.', { exact: false }).waitFor()
      assert(
        (await page.locator('input[name="email"]').inputValue()) === email,
        'the resend form knows the signed-in address',
      )
      await screenshot(page, 'verify-email-used')
    },
  },
  {
    name: 'the wizard shows a service error on the step that holds the field',
    async run({ page }) {
      await fillWizard(page, 'client@example.com')
      await page.getByRole('checkbox', { name: /I accept the terms/ }).check()
      await page.getByRole('button', { name: 'Create account' }).click()
      await page.getByText('This email is already registered').waitFor()
      await currentStep(page).getByText('Account').waitFor()
      assert((await page.locator('input[name="password"]').inputValue()) === PASSWORD, 'the typed password stays')
    },
  },
  {
    name: 'verify-email without a token: check your inbox, and resend',
    async run({ page, screenshot }) {
      await page.goto('/pages/authentication/verify-email-v1?email=nobody@example.com')
      await page.getByText('We sent a confirmation link to nobody@example.com.', { exact: false }).waitFor()
      assert(
        (await page.locator('input[name="email"]').inputValue()) === 'nobody@example.com',
        'prefilled from ?email=',
      )
      await page.getByRole('button', { name: 'Send a new link' }).click()
      await page.getByText('If nobody@example.com still needs confirming, a new link is on its way.').waitFor()
      await screenshot(page, 'verify-email-resend')
      await page.goto('/pages/authentication/verify-email-v2')
      await page.getByRole('button', { name: 'Send a new link' }).click()
      await page.getByText('Required', { exact: true }).waitFor()
    },
  },
]

export default specs
