import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/create-db.js'
import { opsMetrics } from '../../lib/ops-metrics.js'
import { insertOutboxMail, markOutboxMailSent } from './outbox-repository.js'

export interface Mail {
  to: string
  subject: string
  text: string
}
export interface Mailer {
  send(mail: Mail): Promise<void>
}

/**
 * Every mail is written to the outbox table; with SMTP_URL it is also sent and marked sent. Without
 * SMTP the outbox is where a demo reads its links (superadmin: GET /api/outbox). The log names the
 * mail but never its body, because bodies carry one-time tokens.
 */
export function createMailer(db: Db, log: FastifyBaseLogger, smtpUrl: string | undefined, from: string): Mailer {
  // nodemailer is imported only where SMTP is configured (without it, mail goes to the outbox table).
  const transport = smtpUrl
    ? import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl))
    : undefined
  transport?.catch(() => {}) // a failure is logged by the send that needs the transport
  return {
    async send(mail) {
      const row = await insertOutboxMail(db, mail)
      if (!transport) {
        log.info(
          { outboxId: row.id, to: mail.to, subject: mail.subject },
          'mail stored in the outbox (SMTP_URL not set)',
        )
        opsMetrics.mail('outbox')
        return
      }
      try {
        await (await transport).sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text })
        opsMetrics.mail('sent')
        await markOutboxMailSent(db, row.id)
      } catch (error) {
        opsMetrics.mail('failed')
        log.error({ err: error, outboxId: row.id }, 'SMTP delivery failed; the mail stays in the outbox')
      }
    },
  }
}
