import { opsMetrics } from '../../../../lib/ops-metrics.js'
import { recordAudit } from '../../../audit/index.js'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { FieldErrors } from '../../../../lib/errors.js'
import { verifyPassword } from '../../passwords.js'
import { findAccountByEmail } from '../../account-repository.js'
import { createSession } from '../../session-repository.js'
import { LoginBody, SessionSchema } from '../../schemas/auth.js'
import { TwoStepChallengeSchema } from '../../schemas/two-step.js'
import { createChallenge } from '../../two-step-repository.js'
import { errorResponses } from '../../../../lib/schemas/error.js'
import { errorBody } from '../../../../plugins/app/errors.js'
import { sendTooManyRequests, throttled } from '../../../../plugins/app/throttle.js'
import { sessionAnswer, setRefreshCookie } from './issue-session.js'
import { attemptsOf, countAttempt, forgetAttempts } from '../../login-attempts-repository.js'
import { knownDevice, rememberDevice } from '../../known-device.js'

const INVALID = { email: ['Invalid email or password'] }

/**
 * Sign-in with limits that cannot be turned against the account's owner (ASVS 5.0 6.1.1, OWASP's device cookie):
 * wrong passwords count per account and address (or per known browser), so ten guesses from one address lock that
 * address out of that account, not the owner elsewhere. Past LOGIN_LIMIT_PER_ACCOUNT_TOTAL wrong passwords from
 * everywhere, only a browser that signed in before, or an account with two-step sign-in (whose second step has
 * its own limits), gets through. Every address also has its overall limit (LOGIN_LIMIT_PER_ADDRESS).
 */
const login: FastifyPluginAsyncTypebox = async (app) => {
  const {
    LOGIN_LIMIT_PER_ACCOUNT,
    LOGIN_LIMIT_PER_ACCOUNT_TOTAL,
    LOGIN_LIMIT_PER_ADDRESS,
    LOGIN_LIMIT_WINDOW_SECONDS,
  } = app.config
  const window = LOGIN_LIMIT_WINDOW_SECONDS * 1000
  const perAddress = app.createRateLimit({
    max: LOGIN_LIMIT_PER_ADDRESS,
    timeWindow: window,
    keyGenerator: (r) => `login-ip:${r.ip}`,
  })

  app.post(
    '/login',
    {
      config: { public: true },
      schema: {
        operationId: 'login',
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        description:
          'Sets the rotating refresh token as an httpOnly cookie, and a device cookie marking this browser as known ' +
          'to the account. Wrong passwords are limited per account and address (or known browser), per account ' +
          'from everywhere (known browsers and two-step accounts still get through) and per address. ' +
          'With two-step sign-in on, answers 202 with a challenge instead: finish with POST /api/auth/two-steps.',
        security: [],
        body: LoginBody,
        response: { 201: SessionSchema, 202: TwoStepChallengeSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim()
      const target = email.toLowerCase().slice(0, 254)
      const locked = async (ttlMs: number, account: { id: string; org_id: string | null } | undefined, max: number) => {
        opsMetrics.signInFailure('locked')
        await recordAudit(app.db, request, {
          kind: 'sign-in-locked',
          orgId: account?.org_id ?? null,
          actorId: account?.id ?? null,
          target,
        })
        const seconds = Math.max(1, Math.ceil(ttlMs / 1000))
        return sendTooManyRequests(
          request,
          reply,
          { max, resetSeconds: seconds },
          `Too many sign-in attempts; try again in ${seconds} seconds`,
        )
      }
      if (await throttled(request, reply, [perAddress], 'Too many sign-in attempts')) {
        opsMetrics.signInFailure('locked')
        await recordAudit(app.db, request, { kind: 'sign-in-locked', orgId: null, actorId: null, target })
        return reply
      }
      const account = await findAccountByEmail(app.db, email)
      const device = knownDevice(app, request, account?.id)
      const accountKey = `login-failures:${target}`
      const sourceKey = `${accountKey}|${device ? `device:${device}` : `ip:${request.ip}`}`
      // Counted before the password is checked: parallel guesses from one source cannot pass the limit together.
      const source = await countAttempt(app.db, sourceKey, window)
      if (source.hits > LOGIN_LIMIT_PER_ACCOUNT) return locked(source.ttlMs, account, LOGIN_LIMIT_PER_ACCOUNT)
      if (!device && !account?.totp_enabled) {
        const everywhere = await attemptsOf(app.db, accountKey)
        if (everywhere.hits >= LOGIN_LIMIT_PER_ACCOUNT_TOTAL)
          return locked(everywhere.ttlMs, account, LOGIN_LIMIT_PER_ACCOUNT_TOTAL)
      }
      const valid = await verifyPassword(account?.password_hash ?? null, request.body.password)
      if (!account || !valid) {
        opsMetrics.signInFailure('credentials')
        await countAttempt(app.db, accountKey, window)
        await recordAudit(app.db, request, {
          kind: 'sign-in-failed',
          orgId: account?.org_id ?? null,
          actorId: account?.id ?? null,
          target,
        })
        throw new FieldErrors(INVALID, 'DEBRIEF_INVALID_CREDENTIALS')
      }
      await forgetAttempts(app.db, sourceKey)
      if (account.disabled) opsMetrics.signInFailure('disabled')
      if (account.disabled)
        return reply
          .code(403)
          .send(errorBody(403, 'This account is disabled; ask your administrator', 'DEBRIEF_ACCOUNT_DISABLED'))
      if (account.totp_enabled) {
        const { challenge, expiresAt } = await createChallenge(app.db, account.id)
        return reply.code(202).send({ twoStepRequired: true as const, challenge, expiresAt: expiresAt.toISOString() })
      }
      const { sessionId, refreshToken } = await createSession(
        app.db,
        account.id,
        request.headers['user-agent'] ?? null,
        request.ip,
      )
      setRefreshCookie(app, request, reply, refreshToken)
      rememberDevice(app, request, reply, account.id)
      await recordAudit(app.db, request, {
        kind: 'sign-in',
        orgId: account.org_id,
        actorId: account.id,
        actorEmail: account.email,
        target: account.id,
      })
      return reply.code(201).send(sessionAnswer(app, account, sessionId))
    },
  )
}

export default login
