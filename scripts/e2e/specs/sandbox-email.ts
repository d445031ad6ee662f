import { assert, type E2eSpec } from '../context.js'
import { expectNoSeriousA11yViolations, signInAdmin } from './sandbox-helpers.js'

const spec: E2eSpec = {
  name: 'email: bulk-trash two mails and find them in trash; open one; compose a sent mail and a draft',
  async run(ctx) {
    const { page, screenshot } = ctx
    await signInAdmin(ctx, '/apps/email')
    const list = page.getByRole('list', { name: 'Mails' })
    await list.getByRole('listitem').nth(2).waitFor()
    await expectNoSeriousA11yViolations(page, 'email')
    await screenshot(page, 'sandbox-email')

    const rows = list.getByRole('listitem')
    const ids = await Promise.all([0, 1].map(async (i) => (await rows.nth(i).getAttribute('data-testid'))!))
    for (const id of ids) await page.getByTestId(id).getByRole('checkbox').check()
    await page
      .getByRole('toolbar', { name: 'Actions on the selected mails' })
      .getByRole('button', { name: 'Move to trash' })
      .click()
    await page.getByText('Moved to trash: 2.').waitFor()
    for (const id of ids) await page.getByTestId(id).waitFor({ state: 'detached' })

    await page.reload()
    await page.getByRole('navigation', { name: 'Mail folders' }).getByRole('button', { name: 'Trash' }).click()
    for (const id of ids) await page.getByTestId(id).waitFor()

    // Open a mail: the reading view with its messages.
    await page.getByTestId(ids[0]).getByRole('button').last().click()
    await page.getByRole('article').waitFor()
    await expectNoSeriousA11yViolations(page, 'email reader')
    await page.getByRole('button', { name: 'Back to the list' }).click()

    // Compose: field errors first, then a sent mail and a draft.
    await page.getByRole('button', { name: 'Compose' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('To').fill('ann@example.com, nope')
    await dialog.getByRole('button', { name: 'Send' }).click()
    await dialog.getByText('Not an e-mail address: nope').waitFor()
    await dialog.getByText('Add a subject.').waitFor()
    await dialog.getByLabel('To').fill('ann@example.com')
    await dialog.getByLabel('Subject').fill('Board minutes e2e')
    await dialog.getByLabel('Message').fill('Hello Ann,\n\nThe minutes are attached.')
    await expectNoSeriousA11yViolations(page, 'compose dialog')
    await screenshot(page, 'sandbox-email-compose')
    await dialog.getByRole('button', { name: 'Send' }).click()
    await page.getByText('The mail was sent.').waitFor()
    await page.getByRole('button', { name: 'Compose' }).click()
    await page.getByRole('dialog').getByLabel('Subject').fill('Unfinished thought e2e')
    await page.getByRole('dialog').getByRole('button', { name: 'Save draft' }).click()
    await page.getByText('The draft was saved.').waitFor()

    await page.reload()
    const nav = page.getByRole('navigation', { name: 'Mail folders' })
    await nav.getByRole('button', { name: 'Sent' }).click()
    await list.getByText('Board minutes e2e').click()
    await page.getByText('The minutes are attached.').waitFor()
    await page.getByRole('button', { name: 'Back to the list' }).click()
    await nav.getByRole('button', { name: /Drafts/ }).click()
    await list.getByText('Unfinished thought e2e').waitFor()
    assert((await list.getByRole('listitem').count()) >= 1, 'the draft is listed')

    // Attach a file (uploaded with progress), send, open it in sent and download the same bytes.
    await page.getByRole('button', { name: 'Compose' }).click()
    const withFile = page.getByRole('dialog')
    await withFile.getByLabel('To').fill('ann@example.com')
    await withFile.getByLabel('Subject').fill('Figures attached e2e')
    const content = 'Quarter,Revenue\nQ1,120\n'
    await withFile
      .locator('input[type=file]')
      .setInputFiles({ name: 'figures.csv', mimeType: 'text/csv', buffer: Buffer.from(content) })
    await withFile.getByRole('list', { name: 'Attached files' }).getByText('figures.csv').waitFor()
    await withFile.getByRole('button', { name: 'Send' }).click()
    await page.getByText('The mail was sent.').waitFor()
    await nav.getByRole('button', { name: 'Sent' }).click()
    await list.getByText('Figures attached e2e').click()
    const download = page.getByRole('button', { name: 'Download figures.csv' })
    await download.waitFor()
    await screenshot(page, 'sandbox-email-reader')
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()])
    assert(file.suggestedFilename() === 'figures.csv', `downloaded as ${file.suggestedFilename()}`)
    const saved = await file.path()
    const { readFile } = await import('node:fs/promises')
    assert((await readFile(saved, 'utf8')) === content, 'the download has the uploaded bytes')

    await page.setViewportSize({ width: 390, height: 844 })
    await screenshot(page, 'sandbox-email-reader-phone')
    await page.getByRole('button', { name: 'Back to the list' }).click()
    await screenshot(page, 'sandbox-email-phone')
  },
}

export default spec
