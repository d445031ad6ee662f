import type { FastifyInstance } from 'fastify'
import { newSecretToken } from '../../lib/secret-tokens.js'

/** A fresh link: 256 random bits. The row keeps the hash (lookup) and a sealed copy (only for the reminder mail). */
export function newLink(app: Pick<FastifyInstance, 'secretBox' | 'publicUrl'>, interviewId: string) {
  const { token, hash } = newSecretToken()
  return {
    uid: token,
    uidHash: hash,
    uidSealed: app.secretBox.seal(token, `self-interview:${interviewId}`),
    link: `${app.publicUrl}/i/${token}`,
  }
}

export const openSealedUid = (app: Pick<FastifyInstance, 'secretBox'>, interviewId: string, sealed: string) =>
  app.secretBox.open(sealed, `self-interview:${interviewId}`)
