import type { E2eSpec } from '../context.js'
import { expectNoSeriousA11yViolations, signInAdmin } from './sandbox-helpers.js'

const spec: E2eSpec = {
  name: 'email: a rich text body (bold, a list) and an attachment are stored with the sent mail; the folder and search stay in the address',
  async run(ctx) {
    const { page, screenshot } = ctx
    await signInAdmin(ctx, '/apps/email')
    await page.getByRole('button', { name: 'Compose' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('To').fill('rich@example.com')
    await dialog.getByLabel('Subject').fill('Rich body e2e')
    const body = dialog.getByRole('textbox', { name: 'Message' })
    await body.click()
    // The editor's own shortcuts (the toolbar buttons run the same commands): bold, then a bulleted list.
    await page.keyboard.press('Control+b')
    await page.keyboard.type('Agenda first')
    await page.keyboard.press('Control+b')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Control+Shift+8')
    await page.keyboard.type('Budget review')
    await dialog.getByRole('button', { name: 'Bulleted list', pressed: true }).waitFor()
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'minutes.txt', mimeType: 'text/plain', buffer: Buffer.from('minutes') })
    await dialog.getByText('minutes.txt').waitFor()
    await expectNoSeriousA11yViolations(page, 'compose with rich text')
    await screenshot(page, 'sandbox-email-compose-rich')
    const [sent] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/apps/email/compose')),
      dialog.getByRole('button', { name: 'Send' }).click(),
    ])
    if (!sent.ok()) throw new Error(`compose answered ${sent.status()}`)
    await page.getByText('The mail was sent.').waitFor()
    // Stored as the editor's HTML: read it back through the service as the admin.
    const login = await fetch(`${ctx.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo-admin' }),
    })
    const { accessToken } = (await login.json()) as { accessToken: string }
    const res = await fetch(`${ctx.baseUrl}/api/apps/email?filter=sent&q=${encodeURIComponent('Rich body e2e')}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    })
    const { emails } = (await res.json()) as { emails: { message: string; attachments: { fileName: string }[] }[] }
    if (
      !emails[0]?.message.includes('<strong>Agenda first</strong>') ||
      !/<li><p>Budget review<\/p><\/li>/.test(emails[0].message)
    )
      throw new Error(`stored body: ${emails[0]?.message}`)
    if (emails[0].attachments[0]?.fileName !== 'minutes.txt') throw new Error('the attachment is stored with the mail')

    const nav = page.getByRole('navigation', { name: 'Mail folders' })
    await nav.getByRole('button', { name: 'Sent' }).click()
    await page.waitForFunction(() => location.search.includes('filter=sent'))
    await page.reload()
    await page.getByText('Rich body e2e').click()
    await page.getByText('Agenda first').waitFor()
    await page.getByText('Budget review').waitFor()
    await page.getByText('minutes.txt').waitFor()
  },
}

export default spec
