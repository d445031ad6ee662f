import type { E2eSpec } from '../context.js'

const spec: E2eSpec = {
  name: 'a client opens a support request with a log file and the superadmin downloads it and answers',
  async run({ page, context, signIn, screenshot }) {
    const subject = `Export question ${Date.now()}`
    await signIn(page, 'client@example.com', 'demo-client', '/main/SupportView')
    await page.getByRole('button', { name: 'New request' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Subject').fill(subject)
    await dialog.getByLabel('Describe the problem').fill('How do I export a report as PDF?')
    await dialog.getByLabel('Files (screenshots, PDF, logs)').setInputFiles({
      name: 'export.log',
      mimeType: 'text/plain',
      buffer: Buffer.from('export failed: timeout after 30 s\n'),
    })
    await dialog.getByRole('list', { name: 'Attachments' }).getByText('export.log').waitFor()
    await dialog.getByRole('button', { name: 'Send' }).click()
    await page.getByText('Your request was sent').waitFor()
    await page.getByRole('dialog').getByText('How do I export a report as PDF?').waitFor()
    await page.getByRole('dialog').getByRole('region', { name: 'Attachments' }).getByText('export.log').waitFor()
    await screenshot(page, 'support-requests-client')

    // The superadmin, in a browser of their own, sees it among every organization's requests and answers.
    const browser = context.browser()!
    const staffContext = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      baseURL: new URL(page.url()).origin,
    })
    try {
      const staff = await staffContext.newPage()
      await signIn(staff, 'superadmin@example.com', 'demo-superadmin', '/main/SupportView')
      await staff.getByRole('searchbox', { name: 'Search requests' }).fill(subject)
      await staff.getByRole('button', { name: subject }).click()
      const drawer = staff.getByRole('dialog')
      const download = staff.waitForEvent('download')
      await drawer.getByRole('button', { name: 'Download export.log' }).click()
      const saved = await download
      if (saved.suggestedFilename() !== 'export.log') throw new Error(`downloaded ${saved.suggestedFilename()}`)
      await drawer.getByRole('button', { name: 'Assign to me' }).click()
      await drawer.getByText(/^Assigned to/).waitFor()
      await drawer.getByLabel('Answer as support').fill('Use Print / PDF on the report page.')
      await drawer.getByRole('button', { name: 'Send' }).click()
      await drawer.getByRole('list', { name: 'Replies' }).getByText('Use Print / PDF on the report page.').waitFor()
      await drawer.getByText('Waiting for the requester').waitFor()
      await screenshot(staff, 'support-requests-staff')
    } finally {
      await staffContext.close()
    }

    // Back on the client's side, the answer is there.
    await page.reload()
    await page.getByRole('button', { name: subject }).click()
    await page.getByRole('dialog').getByText('Use Print / PDF on the report page.').waitFor()
  },
}

export default spec
