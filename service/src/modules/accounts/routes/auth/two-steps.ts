import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { FieldErrors } from '../../../../lib/errors.js'
import { checkSecondFactor } from '../../two-step/second-factor.js'
import { errorBody } from '../../../../plugins/app/errors.js'
import { sendTooManyRequests, throttled } from '../../../../plugins/app/throttle.js'
import { findAccount } from '../../account-repository.js'
import {
  CHALLENGE_MAX_ATTEMPTS,
  consumeChallenge,
  countFailedAttempt,
  lockChallenge,
  recentFailures,
} from '../../two-step-repository.js'
import { createSession } from '../../session-repository.js'
import { SessionSchema } from '../../schemas/auth.js'
import { TwoStepsBody } from '../../schemas/two-step.js'
import { errorResponses } from '../../../../lib/schemas/error.js'
import { sessionAnswer, setRefreshCookie } from './issue-session.js'
import { rememberDevice } from '../../known-device.js'

const WRONG_CODE = { code: ['This code is not valid; try the current one from your app, or a recovery code'] }

/**
 * The second step of a sign-in with two-step on: the challenge from login's 202 plus a code. A challenge dies
 * after 5 wrong codes or 5 minutes, and wrong codes also count per account across challenges (the login
 * limits' window and maximum), so signing in again does not buy more guesses.
 */
const twoSteps: FastifyPluginAsyncTypebox = async (app) => {
  const { LOGIN_LIMIT_PER_ACCOUNT, LOGIN_LIMIT_PER_ADDRESS, LOGIN_LIMIT_WINDOW_SECONDS } = app.config
  const window = LOGIN_LIMIT_WINDOW_SECONDS * 1000
  const perAddress = app.createRateLimit({
    max: LOGIN_LIMIT_PER_ADDRESS,
    timeWindow: window,
    keyGenerator: (r) => `two-steps-ip:${r.ip}`,
  })

  app.post(
    '/two-steps',
    {
      config: { public: true },
      schema: {
        operationId: 'verifyTwoSteps',
        tags: ['auth'],
        summary: 'Finish a two-step sign-in with an authenticator or recovery code',
        description:
          'Answers like login (201, refresh cookie). 401 when the challenge is unknown, used, expired or spent.',
        security: [],
        body: TwoStepsBody,
        response: { 201: SessionSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      if (await throttled(request, reply, [perAddress], 'Too many two-step attempts')) return reply
      const expired = () =>
        reply
          .code(401)
          .send(errorBody(401, 'This sign-in has expired or was blocked; sign in again', 'DEBRIEF_TWO_STEP_EXPIRED'))
      const verdict = await app.db.transaction().execute(async (trx) => {
        const challenge = await lockChallenge(trx, request.body.challenge)
        if (
          !challenge ||
          challenge.used_at ||
          challenge.expires_at.getTime() < Date.now() ||
          challenge.attempts >= CHALLENGE_MAX_ATTEMPTS
        )
          return { kind: 'expired' as const }
        if ((await recentFailures(trx, challenge.account_id, window)) >= LOGIN_LIMIT_PER_ACCOUNT)
          return { kind: 'limited' as const }
        const account = await findAccount(trx, challenge.account_id, null)
        if (!account || account.disabled || !account.totp_enabled) return { kind: 'expired' as const }
        const factor = await checkSecondFactor(trx, app.secretBox, account, request.body.code)
        if (!factor) {
          await countFailedAttempt(trx, challenge.id)
          return { kind: 'wrong' as const }
        }
        await consumeChallenge(trx, challenge.id)
        return { kind: 'ok' as const, account, factor }
      })
      if (verdict.kind === 'expired') return expired()
      if (verdict.kind === 'limited') {
        return sendTooManyRequests(
          request,
          reply,
          { max: LOGIN_LIMIT_PER_ACCOUNT, resetSeconds: LOGIN_LIMIT_WINDOW_SECONDS },
          'Too many wrong codes for this account; try again later',
        )
      }
      if (verdict.kind === 'wrong') throw new FieldErrors(WRONG_CODE, 'DEBRIEF_INVALID_TWO_STEP_CODE')
      if (verdict.factor === 'recovery')
        request.log.info({ accountId: verdict.account.id }, 'signed in with a recovery code')
      const { sessionId, refreshToken } = await createSession(
        app.db,
        verdict.account.id,
        request.headers['user-agent'] ?? null,
        request.ip,
      )
      setRefreshCookie(app, request, reply, refreshToken)
      rememberDevice(app, request, reply, verdict.account.id)
      return reply.code(201).send(sessionAnswer(app, verdict.account, sessionId))
    },
  )
}

export default twoSteps
