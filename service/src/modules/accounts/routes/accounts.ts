import { recordAudit } from '../../audit/index.js'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BadRequestError, ConflictError, NotFoundError } from '../../../lib/errors.js'
import { newSecretToken } from '../../../lib/secret-tokens.js'
import { assertCan } from '../../../permissions/ability.js'
import {
  deleteAccount,
  findAccount,
  findAccountByEmail,
  insertAccount,
  listAccounts,
  toAccount,
  updateAccount,
} from '../account-repository.js'
import { findOrganization } from '../organization-repository.js'
import { insertResetToken } from '../password-reset-repository.js'
import { revokeAccountSessions } from '../session-repository.js'
import {
  AccountListQuery,
  AccountPageSchema,
  AccountSchema,
  CreateAccountBody,
  UpdateAccountBody,
} from '../schemas/accounts.js'
import { IdParams, NoContent } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { orgScope } from '../../../permissions/org-scope.js'
import { assertAccountLimit } from '../../billing/index.js'
const INVITE_TTL_MS = 7 * 24 * 3600 * 1000
const TAGS = ['accounts']

/** Account management for an organization's admin (its own organization) and the superadmin (every one). */
const accounts: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { can: ['read', 'Account'] },
      schema: {
        operationId: 'listAccounts',
        tags: TAGS,
        summary: 'List accounts',
        querystring: AccountListQuery,
        response: { 200: AccountPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { rows, total } = await listAccounts(app.db, orgScope(request), request.query)
      return { accounts: rows.map(toAccount), total }
    },
  )

  app.post(
    '',
    {
      config: { can: ['create', 'Account'] },
      schema: {
        operationId: 'createAccount',
        tags: TAGS,
        summary: 'Invite an account with a role',
        description: 'The invitee gets a mail with a link to choose a password (valid 7 days).',
        body: CreateAccountBody,
        response: { 201: AccountSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const { role, fullName } = request.body
      const email = request.body.email.trim()
      const ownOrg = orgScope(request)
      const orgRole = role === 'admin' || role === 'client'
      const orgId = orgRole ? (ownOrg ?? request.body.orgId ?? null) : null
      if (orgRole && !orgId) throw new BadRequestError('An admin or client account needs orgId')
      if (!orgRole && request.body.orgId)
        throw new BadRequestError(`A ${role} account belongs to no organization; omit orgId`)
      if (ownOrg && request.body.orgId && request.body.orgId !== ownOrg)
        throw new NotFoundError('Organization not found')
      assertCan(request.ability, 'create', 'Account', { orgId, role })
      if (orgId && !(await findOrganization(app.db, orgId))) throw new NotFoundError('Organization not found')
      if (orgId) await assertAccountLimit(app.db, orgId)
      if (await findAccountByEmail(app.db, email)) throw new ConflictError('An account with this email already exists')
      const { token, hash } = newSecretToken()
      const id = await app.db
        .transaction()
        .execute(async (trx) => {
          const { id } = await insertAccount(trx, {
            org_id: orgId,
            email,
            full_name: fullName.trim(),
            role,
            password_hash: null,
            avatar: null,
            home_path: null,
            totp_secret: null,
            last_sign_in_at: null,
          })
          await insertResetToken(trx, id, hash, new Date(Date.now() + INVITE_TTL_MS))
          return id
        })
        .catch((error: { code?: string }) => {
          if (error.code === '23505') throw new ConflictError('An account with this email already exists')
          throw error
        })
      await app.mailer.send({
        to: email,
        subject: 'You are invited to Debrief',
        text: `Hello ${fullName},\n\nAn account was created for you on Debrief. Choose your password within 7 days:\n${app.publicUrl}/reset-password?token=${token}\n`,
      })
      return reply.code(201).send(toAccount((await findAccount(app.db, id, null))!))
    },
  )

  app.patch(
    '/:id',
    {
      config: { can: ['update', 'Account'] },
      schema: {
        operationId: 'updateAccount',
        tags: TAGS,
        summary: 'Change an account’s role, name or disabled flag',
        description: 'Disabling an account signs out all its sessions.',
        params: IdParams,
        body: UpdateAccountBody,
        response: { 200: AccountSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const current = await findAccount(app.db, request.params.id, orgScope(request))
      if (!current) throw new NotFoundError('Account not found')
      assertCan(request.ability, 'update', 'Account', { orgId: current.org_id, role: current.role })
      const { fullName, role, disabled } = request.body
      if (request.params.id === request.user.sub && (disabled || (role && role !== current.role))) {
        throw new ConflictError('You cannot disable your own account or change your own role')
      }
      if (role && role !== current.role) {
        assertCan(request.ability, 'update', 'Account', { orgId: current.org_id, role })
        const orgRole = (r: string) => r === 'admin' || r === 'client'
        if (orgRole(role) !== orgRole(current.role))
          throw new BadRequestError(
            `Cannot turn a ${current.role} account into ${role}: organization and platform roles do not mix`,
          )
      }
      await app.db.transaction().execute(async (trx) => {
        await updateAccount(trx, current.id, {
          ...(fullName ? { full_name: fullName.trim() } : {}),
          ...(role ? { role } : {}),
          ...(disabled === undefined ? {} : { disabled }),
        })
        if (disabled || (role && role !== current.role)) await revokeAccountSessions(trx, current.id)
        if (role && role !== current.role)
          await recordAudit(trx, request, {
            kind: 'role-changed',
            orgId: current.org_id,
            target: current.id,
            meta: { email: current.email, from: current.role, to: role },
          })
        if (disabled !== undefined && disabled !== current.disabled)
          await recordAudit(trx, request, {
            kind: disabled ? 'account-disabled' : 'account-enabled',
            orgId: current.org_id,
            target: current.id,
            meta: { email: current.email },
          })
      })
      return toAccount((await findAccount(app.db, current.id, null))!)
    },
  )

  app.delete(
    '/:id',
    {
      config: { can: ['delete', 'Account'] },
      schema: {
        operationId: 'deleteAccount',
        tags: TAGS,
        summary: 'Delete an account',
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const current = await findAccount(app.db, request.params.id, orgScope(request))
      if (!current) throw new NotFoundError('Account not found')
      assertCan(request.ability, 'delete', 'Account', { orgId: current.org_id, role: current.role })
      if (current.id === request.user.sub) throw new ConflictError('You cannot delete your own account')
      await deleteAccount(app.db, current.id)
      return reply.code(204).send(null)
    },
  )
}

export default accounts
