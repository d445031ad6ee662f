import { Type, type Static } from '@sinclair/typebox'
import { QueryText } from '../shared/list-query.js'

const Status = Type.String({ description: 'online, offline, busy, away' })

export const ChatContactSchema = Type.Object(
  {
    id: Type.Integer(),
    fullName: Type.String(),
    role: Type.String(),
    about: Type.String(),
    avatar: Type.String({ description: 'May be empty: the web shows initials' }),
    status: Status,
  },
  { additionalProperties: false },
)
export type ChatContact = Static<typeof ChatContactSchema>

export const ProfileUserSchema = Type.Object(
  {
    ...ChatContactSchema.properties,
    settings: Type.Object(
      { isTwoStepAuthVerificationEnabled: Type.Boolean(), isNotificationsOn: Type.Boolean() },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
)
export type ProfileUser = Static<typeof ProfileUserSchema>

export const ChatMessageSchema = Type.Object(
  {
    message: Type.String(),
    time: Type.String({ description: 'ISO 8601 date-time' }),
    senderId: Type.Integer(),
    feedback: Type.Object(
      { isSent: Type.Boolean(), isDelivered: Type.Boolean(), isSeen: Type.Boolean() },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
)
export type ChatMessage = Static<typeof ChatMessageSchema>

export const ChatSchema = Type.Object(
  {
    id: Type.Integer(),
    userId: Type.Integer(),
    unseenMsgs: Type.Integer(),
    messages: Type.Array(ChatMessageSchema),
  },
  { additionalProperties: false },
)
export type Chat = Static<typeof ChatSchema>

export const ChatsContactSchema = Type.Object(
  {
    ...ChatContactSchema.properties,
    chat: Type.Object(
      { id: Type.Integer(), unseenMsgs: Type.Integer(), lastMessage: Type.Optional(ChatMessageSchema) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
)
export type ChatsContact = Static<typeof ChatsContactSchema>

export const ChatsAndContactsQuery = Type.Object({ q: Type.Optional(QueryText) })
export const ChatsAndContactsSchema = Type.Object(
  {
    chatsContacts: Type.Array(ChatsContactSchema, { description: 'Contacts with a chat, latest chat first' }),
    contacts: Type.Array(ChatContactSchema),
    profileUser: ProfileUserSchema,
  },
  { additionalProperties: false },
)

export const UserIdParams = Type.Object(
  { userId: Type.Integer({ minimum: 1, maximum: 2147483647 }) },
  { additionalProperties: false },
)

export const ChatWithContactSchema = Type.Object(
  {
    chat: Type.Optional(ChatSchema),
    contact: ChatContactSchema,
  },
  { additionalProperties: false, description: 'chat is absent when no message was exchanged yet' },
)

export const SendMessageBody = Type.Object(
  {
    message: Type.String({ minLength: 1, maxLength: 2000 }),
    senderId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  },
  { additionalProperties: false },
)
export type SendMessageBody = Static<typeof SendMessageBody>

export const SentMessageSchema = Type.Object(
  {
    msg: ChatMessageSchema,
    chat: Type.Optional(ChatSchema),
  },
  { additionalProperties: false, description: 'chat only when this message opened it' },
)
