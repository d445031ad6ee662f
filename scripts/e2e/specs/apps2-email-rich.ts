import type { E2eSpec } from '../context.js'
import { expectNoSeriousA11yViolations, signInAdmin } from './sandbox-helpers.js'

const spec: E2eSpec = {
  name: 'email: a rich text body (bold, a list) and an attachment are stored with the sent mail; the folder and search stay in the address',
  async run(ctx) {
    const { page, screenshot } = ctx
    await signInAdmin(ctx)
    await page.goto('/apps/email')
    await page.getByRole('button', { name: 'Compose' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('To').fill('rich@example.com')
    await dialog.getByLabel('Subject').fill('Rich body e2e')
    const body = dialog.getByRole('textbox', { name: 'Message' })
    await body.click()
    await dialog.getByRole('button', { name: 'Bold' }).click()
    await page.keyboard.type('Agenda first')
    await dialog.getByRole('button', { name: 'Bold' }).click()
    await page.keyboard.press('Enter')
    await dialog.getByRole('button', { name: 'Bulleted list' }).click()
    await page.keyboard.type('Budget review')
    await dialog.locator('input[type=file]').setInputFiles({ name: 'minutes.txt', mimeType: 'text/plain', buffer: Buffer.from('minutes') })
    await dialog.getByText('minutes.txt').waitFor()
    await expectNoSeriousA11yViolations(page, 'compose with rich text')
    await screenshot(page, 'apps2-email-compose-rich')
    const [sent] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/apps/email/compose')),
      dialog.getByRole('button', { name: 'Send' }).click(),
    ])
    const payload = sent.postDataJSON() as { message: string; attachments: { fileName: string }[] }
    if (!payload.message.includes('<strong>Agenda first</strong>') || !payload.message.includes('<li><p>Budget review</p></li>')) throw new Error(`the body is rich HTML: ${payload.message}`)
    if (payload.attachments[0]?.fileName !== 'minutes.txt') throw new Error('the attachment is sent with the mail')
    await page.getByText('The mail was sent.').waitFor()

    const nav = page.getByRole('navigation', { name: 'Mail folders' })
    await nav.getByRole('button', { name: 'Sent' }).click()
    await page.waitForFunction(() => location.search.includes('filter=sent'))
    await page.reload()
    await page.getByText('Rich body e2e').click()
    await page.getByText('Budget review').waitFor()
    await page.getByText('minutes.txt').waitFor()
  },
}

export default spec
