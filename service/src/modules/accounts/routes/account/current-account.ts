import type { FastifyInstance, FastifyRequest } from 'fastify'
import { UnauthorizedError } from '../../../../lib/errors.js'
import { findAccount, type AccountWithOrg } from '../../account-repository.js'

export const TAGS = ['account']

/** The account of the access token; a deleted or disabled one is treated as signed out. */
export async function currentAccount(app: FastifyInstance, request: FastifyRequest): Promise<AccountWithOrg> {
  const account = await findAccount(app.db, request.user.sub, null)
  if (!account || account.disabled) throw new UnauthorizedError('This account is no longer active')
  return account
}
