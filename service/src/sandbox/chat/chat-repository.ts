import { sql, type Selectable } from 'kysely'
import type { SandboxChatContactsTable, SandboxChatMessagesTable } from '../../db/schema.js'
import type { Chat, ChatContact, ChatMessage, ChatsContact, ProfileUser } from './schemas.js'
import { DOCUMENT_KEYS, findDocument } from '../shared/documents-repository.js'
import type { Handle } from '../shared/handle.js'
import { lockScopeForWrite } from '../copy/index.js'
import { likePattern } from '../shared/paging.js'

type MessageRow = Pick<
  Selectable<SandboxChatMessagesTable>,
  'message' | 'time' | 'sender_id' | 'is_sent' | 'is_delivered' | 'is_seen'
>

export const toContact = (r: Selectable<SandboxChatContactsTable>): ChatContact => ({
  id: r.id,
  fullName: r.full_name,
  role: r.role,
  about: r.about,
  avatar: r.avatar,
  status: r.status,
})

export const toMessage = (m: MessageRow): ChatMessage => ({
  message: m.message,
  time: new Date(m.time).toISOString(),
  senderId: m.sender_id,
  feedback: { isSent: m.is_sent, isDelivered: m.is_delivered, isSeen: m.is_seen },
})

export const findProfileUser = (db: Handle) => findDocument<ProfileUser>(db, DOCUMENT_KEYS.chatProfile)

export const findContact = async (db: Handle, scope: string, id: number) => {
  const row = await db
    .selectFrom('sandbox_chat_contacts')
    .selectAll()
    .where('scope', '=', scope)
    .where('id', '=', id)
    .executeTakeFirst()
  return row && toContact(row)
}

export async function listContacts(db: Handle, scope: string, q: string | undefined): Promise<ChatContact[]> {
  const like = likePattern(q)
  let query = db.selectFrom('sandbox_chat_contacts').selectAll().where('scope', '=', scope).orderBy('id')
  if (like) query = query.where(sql`lower(full_name)`, 'like', like)
  return (await query.execute()).map(toContact)
}

/** Contacts with a chat and its last message, the latest chat first (the template reverses the chat list). */
export async function listChatsContacts(db: Handle, scope: string, q: string | undefined): Promise<ChatsContact[]> {
  const like = likePattern(q)
  let query = db
    .selectFrom('sandbox_chats as ch')
    .innerJoin('sandbox_chat_contacts as c', (join) =>
      join.onRef('c.scope', '=', 'ch.scope').onRef('c.id', '=', 'ch.user_id'),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('sandbox_chat_messages as m')
          .select(['m.message', 'm.time', 'm.sender_id', 'm.is_sent', 'm.is_delivered', 'm.is_seen'])
          .whereRef('m.scope', '=', 'ch.scope')
          .whereRef('m.chat_id', '=', 'ch.id')
          .orderBy('m.id', 'desc')
          .limit(1)
          .as('last'),
      (join) => join.onTrue(),
    )
    .selectAll('c')
    .select([
      'ch.id as chat_id',
      'ch.unseen_msgs',
      'last.message',
      'last.time',
      'last.sender_id',
      'last.is_sent',
      'last.is_delivered',
      'last.is_seen',
    ])
    .where('ch.scope', '=', scope)
    .orderBy('ch.id', 'desc')
  if (like) query = query.where(sql`lower(c.full_name)`, 'like', like)
  const rows = await query.execute()
  return rows.map((r) => ({
    ...toContact(r),
    chat: {
      id: r.chat_id,
      unseenMsgs: r.unseen_msgs,
      ...(r.message === null ? {} : { lastMessage: toMessage(r as MessageRow) }),
    },
  }))
}

async function messagesOf(db: Handle, scope: string, chatId: number): Promise<ChatMessage[]> {
  const rows = await db
    .selectFrom('sandbox_chat_messages')
    .selectAll()
    .where('scope', '=', scope)
    .where('chat_id', '=', chatId)
    .orderBy('id')
    .execute()
  return rows.map(toMessage)
}

/** Opening a chat marks it read. */
export async function openChat(db: Handle, scope: string, userId: number): Promise<Chat | undefined> {
  const chat = await db
    .updateTable('sandbox_chats')
    .set({ unseen_msgs: 0 })
    .where('scope', '=', scope)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst()
  return (
    chat && {
      id: chat.id,
      userId: chat.user_id,
      unseenMsgs: chat.unseen_msgs,
      messages: await messagesOf(db, scope, chat.id),
    }
  )
}

/**
 * A sent message is sent, not yet delivered or seen. Without a chat one is created with no unseen
 * messages and id = chat count + 1; the lock keeps concurrent first messages apart.
 */
export async function sendMessage(
  db: Handle,
  scope: string,
  userId: number,
  message: string,
  senderId: number,
): Promise<{ msg: ChatMessage; chat?: Chat }> {
  return db.transaction().execute(async (trx) => {
    await lockScopeForWrite(trx, scope, 'sandbox_chats')
    let chat = await trx
      .selectFrom('sandbox_chats')
      .selectAll()
      .where('scope', '=', scope)
      .where('user_id', '=', userId)
      .executeTakeFirst()
    const created = !chat
    if (!chat) {
      const { next } = await trx
        .selectFrom('sandbox_chats')
        .where('scope', '=', scope)
        .select(sql<number>`count(*) + 1`.as('next'))
        .executeTakeFirstOrThrow()
      chat = await trx
        .insertInto('sandbox_chats')
        .values({ scope, id: Number(next), user_id: userId, unseen_msgs: 0 })
        .returningAll()
        .executeTakeFirstOrThrow()
    }
    const row = await trx
      .insertInto('sandbox_chat_messages')
      .values({
        scope,
        chat_id: chat.id,
        message,
        sender_id: senderId,
        time: new Date(),
        is_sent: true,
        is_delivered: false,
        is_seen: false,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    const msg = toMessage(row)
    return created
      ? { msg, chat: { id: chat.id, userId: chat.user_id, unseenMsgs: chat.unseen_msgs, messages: [msg] } }
      : { msg }
  })
}
