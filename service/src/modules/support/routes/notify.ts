import type { FastifyInstance } from 'fastify'
import { superadminEmails } from '../support-repository.js'

interface Side {
  requesterEmail: string
  assigneeEmail: string | null
}

/**
 * Each new reply mails the other side: support's answer goes to the requester; the requester's reply goes to
 * the assignee, or to every superadmin while nobody is assigned.
 */
export async function mailOtherSide(
  app: FastifyInstance,
  request: { id: string; subject: string } & Side,
  fromStaff: boolean,
  body: string,
) {
  const to = fromStaff
    ? [request.requesterEmail]
    : request.assigneeEmail
      ? [request.assigneeEmail]
      : await superadminEmails(app.db)
  const link = `${app.publicUrl}/main/SupportView?request=${request.id}`
  for (const address of to) {
    await app.mailer.send({
      to: address,
      subject: `Re: ${request.subject} [support ${request.id.slice(0, 8)}]`,
      text: `${fromStaff ? 'Support answered your request' : 'A new reply on a support request'} "${request.subject}":\n\n${body}\n\nOpen it: ${link}\n`,
    })
  }
}
