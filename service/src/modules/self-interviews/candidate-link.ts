import type { FastifyInstance } from 'fastify'
import type { SelfInterviewRow } from '../../db/tables/self-interviews.js'
import { hashToken } from '../../lib/secret-tokens.js'
import { NotFoundError } from '../../lib/errors.js'
import { listAnswers } from './answer-repository.js'
import { findByUidHash, findWithOrganization, lockInterview, OPEN_STATES, transition } from './interview-repository.js'
import { candidateView } from './candidate-view.js'
import { LinkExpiredError, LinkRevokedError } from './errors.js'

type App = Pick<FastifyInstance, 'db'>

/**
 * The interview behind a link, or the error its state calls for. An unknown link and a replaced one (after
 * resend) are the same 404; revoked and expired answer 410. An open interview past its expiry becomes
 * expired here, so the state is right even before the scheduled job passes.
 */
export async function resolveLink(app: App, uid: string): Promise<SelfInterviewRow> {
  const row = await findByUidHash(app.db, hashToken(uid))
  if (!row) throw new NotFoundError('This interview link is not valid')
  if (row.state === 'revoked') throw new LinkRevokedError('This interview link was withdrawn by the organization')
  if (row.state === 'expired') throw new LinkExpiredError('This interview link has expired')
  if (OPEN_STATES.includes(row.state) && row.expires_at.getTime() <= Date.now()) {
    await expireIfDue(app.db, row.id)
    throw new LinkExpiredError('This interview link has expired')
  }
  return row
}

export async function expireIfDue(db: FastifyInstance['db'], id: string) {
  await db.transaction().execute(async (trx) => {
    const locked = await lockInterview(trx, id)
    if (OPEN_STATES.includes(locked.state) && locked.expires_at.getTime() <= Date.now())
      await transition(trx, locked, 'expired')
  })
}

export async function publicView(app: App, id: string) {
  const row = await findWithOrganization(app.db, id)
  return candidateView(row, await listAnswers(app.db, id), row.org)
}
