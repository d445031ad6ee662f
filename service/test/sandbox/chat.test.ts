import t from 'tap'
import { sandboxApp } from './helpers.js'

t.test('chats and contacts: latest chat first, search by name, profile', async (t) => {
  const sb = await sandboxApp(t)
  const body = (await sb.get('/api/apps/chat/chats-and-contacts')).json()
  t.equal(body.contacts.length, 8)
  const chatIds = body.chatsContacts.map((c: any) => c.chat.id)
  t.same(
    chatIds,
    [...chatIds].sort((a: number, b: number) => b - a),
    'reverse chat order',
  )
  t.ok(body.chatsContacts.every((c: any) => c.chat.lastMessage?.message))
  t.equal(body.profileUser.id, 11)
  const name = body.contacts[2].fullName
  const found = (
    await sb.get(`/api/apps/chat/chats-and-contacts?q=${encodeURIComponent(name.slice(1, 5).toUpperCase())}`)
  ).json()
  t.ok(found.contacts.some((c: any) => c.fullName === name))
  t.ok(found.contacts.every((c: any) => c.fullName.toLowerCase().includes(name.slice(1, 5).toLowerCase())))
})

t.test('opening a chat marks it read; unknown contacts are 404', async (t) => {
  const sb = await sandboxApp(t)
  const before = (await sb.get('/api/apps/chat/chats-and-contacts')).json()
  const unread = before.chatsContacts.find((c: any) => c.chat.unseenMsgs > 0)
  t.ok(unread, 'a seeded chat has unseen messages')
  const opened = (await sb.get(`/api/apps/chat/chats/${unread.id}`)).json()
  t.equal(opened.contact.id, unread.id)
  t.equal(opened.chat.unseenMsgs, 0)
  t.ok(opened.chat.messages.length > 0)
  const after = (await sb.get('/api/apps/chat/chats-and-contacts')).json()
  t.equal(after.chatsContacts.find((c: any) => c.id === unread.id).chat.unseenMsgs, 0, 'stored')
  t.equal((await sb.get('/api/apps/chat/chats/99')).statusCode, 404)
})

t.test('sending: sent not delivered; a first message opens a chat with id = count + 1', async (t) => {
  const sb = await sandboxApp(t)
  const before = (await sb.get('/api/apps/chat/chats-and-contacts')).json()
  const withChat = before.chatsContacts[0]
  const sent = await sb.send('POST', `/api/apps/chat/chats/${withChat.id}`, { message: 'Hello there', senderId: 11 })
  t.equal(sent.statusCode, 201)
  t.same(sent.json().msg.feedback, { isSent: true, isDelivered: false, isSeen: false })
  t.notOk('chat' in sent.json(), 'existing chat: no chat in the answer')
  const withoutChat = before.contacts.find((c: any) => !before.chatsContacts.some((x: any) => x.id === c.id))
  const first = await sb.send('POST', `/api/apps/chat/chats/${withoutChat.id}`, { message: 'First!', senderId: 11 })
  t.equal(first.statusCode, 201)
  t.same(
    { ...first.json().chat, messages: first.json().chat.messages.length },
    { id: before.chatsContacts.length + 1, userId: withoutChat.id, unseenMsgs: 0, messages: 1 },
  )
  const opened = (await sb.get(`/api/apps/chat/chats/${withChat.id}`)).json()
  t.equal(opened.chat.messages.at(-1).message, 'Hello there', 'stored')
  t.equal(
    (await sb.send('POST', `/api/apps/chat/chats/${withChat.id}`, { message: 'x', senderId: 77 })).statusCode,
    400,
    'a stranger as sender',
  )
  t.equal(
    (await sb.send('POST', `/api/apps/chat/chats/${withChat.id}`, { message: '', senderId: 11 })).statusCode,
    400,
    'empty',
  )
  t.equal(
    (await sb.send('POST', `/api/apps/chat/chats/${withChat.id}`, { message: 'x'.repeat(2001), senderId: 11 }))
      .statusCode,
    400,
    'oversize',
  )
  t.equal((await sb.send('POST', '/api/apps/chat/chats/99', { message: 'x', senderId: 11 })).statusCode, 404)
})
