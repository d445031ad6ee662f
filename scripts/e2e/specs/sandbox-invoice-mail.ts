import { assert, type E2eSpec } from '../context.js'
import { expectNoSeriousA11yViolations, signInAdmin } from './sandbox-helpers.js'

/** The newest mails to an address in the outbox, read as the superadmin (the only role that may). */
async function outboxTo(baseUrl: string, to: string): Promise<{ subject: string; body: string }[]> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'superadmin@example.com', password: 'demo-superadmin' }),
  })
  assert(login.ok, `superadmin login: ${login.status}`)
  const { accessToken } = (await login.json()) as { accessToken: string }
  const res = await fetch(`${baseUrl}/api/outbox?to=${encodeURIComponent(to)}&limit=5`, {
    headers: { authorization: `Bearer ${accessToken}` },
  })
  assert(res.ok, `outbox: ${res.status}`)
  return ((await res.json()) as { mails: { subject: string; body: string }[] }).mails
}

const spec: E2eSpec = {
  name: 'invoice: send an invoice by mail from the preview and find it in the outbox; download the document; filters kept in the address',
  async run(ctx) {
    const { page, screenshot, baseUrl } = ctx
    await signInAdmin(ctx, '/apps/invoice/list')
    const table = page.getByRole('table', { name: 'Invoices' })
    const link = table.getByRole('link').first()
    await link.waitFor()
    const id = (await link.innerText()).trim().slice(1)
    await page.getByRole('searchbox', { name: 'Search invoices' }).fill(id)
    await page.waitForFunction((x) => location.search.includes(`q=${x}`), id)
    await page.reload()
    assert(
      (await page.getByRole('searchbox', { name: 'Search invoices' }).inputValue()) === id,
      'the search is kept after a reload',
    )
    await table.getByRole('link', { name: `Invoice ${id}` }).click()
    await page.getByTestId('invoice-total').waitFor()

    const to = `billing-${Date.now()}@example.com`
    await page.getByRole('button', { name: 'Send invoice' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: /^To/ }).fill('not an address')
    await dialog.getByRole('button', { name: 'Send' }).click()
    await dialog.getByText('Enter a valid e-mail address.').waitFor()
    await dialog.getByRole('textbox', { name: /^To/ }).fill(to)
    await expectNoSeriousA11yViolations(page, 'send invoice dialog')
    await screenshot(page, 'sandbox-invoice-send')
    await dialog.getByRole('button', { name: 'Send' }).click()
    await page.getByText(`The invoice was sent to ${to}`).waitFor()

    const mails = await outboxTo(baseUrl, to)
    assert(mails.length === 1, `one mail to ${to} in the outbox, saw ${mails.length}`)
    assert(mails[0].subject === `Invoice #${id}`, `subject: ${mails[0].subject}`)
    assert(
      mails[0].body.includes(`Invoice #${id}`) && mails[0].body.includes('Total: $'),
      'the body carries the invoice',
    )

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ])
    assert(download.suggestedFilename() === `invoice-${id}.html`, `download name: ${download.suggestedFilename()}`)
  },
}

export default spec
