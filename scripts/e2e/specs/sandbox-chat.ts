import { assert, type E2eSpec } from '../context.js'
import { expectNoSeriousA11yViolations, signInAdmin } from './sandbox-helpers.js'

const spec: E2eSpec = {
  name: 'chat: opening an unread chat clears its count, Enter sends, a first message to a contact starts a chat, phone back',
  async run(ctx) {
    const { page, screenshot } = ctx
    await signInAdmin(ctx, '/apps/chat')
    const chats = page.getByRole('list', { name: 'Chats' })
    await chats.getByRole('button').first().waitFor()
    await expectNoSeriousA11yViolations(page, 'chat list')

    // A chat with unread messages: opening it marks them read.
    const unread = chats
      .getByRole('listitem')
      .filter({ has: page.locator('[aria-label^="Unread:"]') })
      .first()
    const name = (await unread.getByRole('button').getByTestId('contact-name').innerText()).trim()
    await unread.getByRole('button').click()
    const conversation = page.getByRole('region', { name: `Conversation with ${name}` })
    await conversation.waitFor()
    await chats
      .getByRole('listitem')
      .filter({ hasText: name })
      .locator('[aria-label^="Unread:"]')
      .waitFor({ state: 'detached' })

    await conversation.getByRole('textbox', { name: 'Type a message' }).fill('See you at ten e2e')
    await page.keyboard.press('Enter')
    const bubble = conversation.getByRole('listitem').filter({ hasText: 'See you at ten e2e' })
    await bubble.getByRole('img', { name: 'Sent' }).waitFor()
    await expectNoSeriousA11yViolations(page, 'chat conversation')
    await screenshot(page, 'sandbox-chat')

    await page.reload()
    await chats.getByRole('button', { name: new RegExp(name) }).click()
    await page
      .getByRole('region', { name: `Conversation with ${name}` })
      .getByText('See you at ten e2e')
      .waitFor()
    assert(
      (await chats.getByRole('listitem').filter({ hasText: name }).locator('[aria-label^="Unread:"]').count()) === 0,
      'still read after a reload',
    )

    // A contact without a chat: the first message creates it.
    const contacts = page.getByRole('list', { name: 'Contacts' })
    const contact = contacts.getByRole('button').first()
    const contactName = (await contact.getByTestId('contact-name').innerText()).trim()
    await contact.click()
    const fresh = page.getByRole('region', { name: `Conversation with ${contactName}` })
    await fresh.getByText('your first message starts the chat').waitFor()
    await fresh.getByRole('textbox', { name: 'Type a message' }).fill('Hello there e2e')
    await page.keyboard.press('Enter')
    await chats.getByRole('button', { name: new RegExp(contactName) }).waitFor()

    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('button', { name: 'Back to the chats' }).click()
    await chats.waitFor()
    await screenshot(page, 'sandbox-chat-phone')
  },
}

export default spec
