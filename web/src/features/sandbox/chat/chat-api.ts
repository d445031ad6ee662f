import { api } from '../../../lib/api-client'

export const loadChats = (q: string | undefined, signal?: AbortSignal) =>
  api.GET('/api/apps/chat/chats-and-contacts', { params: { query: { q } }, signal })
export type ChatsAndContacts = NonNullable<Awaited<ReturnType<typeof loadChats>>['data']>
export type ChatContact = ChatsAndContacts['contacts'][number]
export type ChatsContact = ChatsAndContacts['chatsContacts'][number]

/** Opening a chat marks the contact's messages read. */
export const openChat = (userId: number, signal?: AbortSignal) =>
  api.GET('/api/apps/chat/chats/{userId}', { params: { path: { userId } }, signal })
export type OpenedChat = NonNullable<Awaited<ReturnType<typeof openChat>>['data']>
export type ChatMessage = NonNullable<OpenedChat['chat']>['messages'][number]

export const sendMessage = (userId: number, senderId: number, message: string) =>
  api.POST('/api/apps/chat/chats/{userId}', { params: { path: { userId } }, body: { message, senderId } })
