import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BadRequestError, NotFoundError } from '../../lib/errors.js'
import {
  findContact,
  findProfileUser,
  listChatsContacts,
  listContacts,
  openChat,
  sendMessage,
} from './chat-repository.js'
import { errorResponses } from '../../lib/schemas/error.js'
import {
  ChatsAndContactsQuery,
  ChatsAndContactsSchema,
  ChatWithContactSchema,
  SendMessageBody,
  SentMessageSchema,
  UserIdParams,
} from './schemas.js'
import { sandboxScope } from '../scope.js'

const TAGS = ['sandbox-chat']

const chat: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/chats-and-contacts',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'listChatsAndContacts',
        tags: TAGS,
        summary: 'Chats with their last message, contacts and the signed-in profile',
        description: 'q matches a substring of the contact name.',
        querystring: ChatsAndContactsQuery,
        response: { 200: ChatsAndContactsSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const [chatsContacts, contacts, profileUser] = await Promise.all([
        listChatsContacts(app.db, sandboxScope(request), request.query.q),
        listContacts(app.db, sandboxScope(request), request.query.q),
        findProfileUser(app.db),
      ])
      if (!profileUser) throw new NotFoundError('Chat profile not found')
      return { chatsContacts, contacts, profileUser }
    },
  )

  // A read that writes: opening a chat marks it read, as the template does, so it needs only `read Demo`.
  app.get(
    '/chats/:userId',
    {
      config: { can: ['read', 'Demo'] },
      schema: {
        operationId: 'getChat',
        tags: TAGS,
        summary: 'Open the chat with a contact (marks it read)',
        params: UserIdParams,
        response: { 200: ChatWithContactSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const contact = await findContact(app.db, sandboxScope(request), request.params.userId)
      if (!contact) throw new NotFoundError('Contact not found')
      const chat = await openChat(app.db, sandboxScope(request), contact.id)
      return chat ? { chat, contact } : { contact }
    },
  )

  app.post(
    '/chats/:userId',
    {
      config: { can: ['manage', 'Demo'] },
      schema: {
        operationId: 'sendChatMessage',
        tags: TAGS,
        summary: 'Send a message to a contact',
        description:
          'senderId is the profile user or the contact. Answers the message, and the chat when this message opened it.',
        params: UserIdParams,
        body: SendMessageBody,
        response: { 201: SentMessageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const [contact, profile] = await Promise.all([
        findContact(app.db, sandboxScope(request), request.params.userId),
        findProfileUser(app.db),
      ])
      if (!contact) throw new NotFoundError('Contact not found')
      const { message, senderId } = request.body
      if (senderId !== contact.id && senderId !== profile?.id)
        throw new BadRequestError('senderId must be the profile user or the contact')
      return reply.code(201).send(await sendMessage(app.db, sandboxScope(request), contact.id, message, senderId))
    },
  )
}

export default chat
