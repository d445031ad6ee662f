import { recordAudit } from '../../../audit/index.js'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ConflictError, FieldErrors } from '../../../../lib/errors.js'
import { verifyPassword } from '../../passwords.js'
import { newRecoveryCodes } from '../../two-step/recovery-codes.js'
import { checkSecondFactor } from '../../two-step/second-factor.js'
import { newTotpSecret, otpauthUrl, verifyTotp } from '../../two-step/totp.js'
import { throttled } from '../../../../plugins/app/throttle.js'
import { updateAccount } from '../../account-repository.js'
import { disableTwoStep, replaceRecoveryCodes } from '../../two-step-repository.js'
import {
  DisableTwoStepBody,
  EnableTwoStepBody,
  RecoveryCodesSchema,
  TwoStepSetupSchema,
} from '../../schemas/two-step.js'
import { NoContent } from '../../../../lib/schemas/common.js'
import { errorResponses } from '../../../../lib/schemas/error.js'
import { currentAccount, TAGS } from './current-account.js'

/**
 * Security tab, two-step sign-in with an authenticator app: setup hands out a seed (kept pending), enable proves
 * the app has it with one code and returns ten recovery codes, disable needs the password or a code.
 * Seeds are sealed with the app's secret box; the account id binds each sealed seed to its row.
 */
const twoStep: FastifyPluginAsyncTypebox = async (app) => {
  const box = app.secretBox
  const perAccount = app.createRateLimit({
    max: app.config.LOGIN_LIMIT_PER_ACCOUNT,
    timeWindow: app.config.LOGIN_LIMIT_WINDOW_SECONDS * 1000,
    keyGenerator: (r) => `two-step-settings:${r.user?.sub}`,
  })

  app.post(
    '/two-step/setup',
    {
      config: { can: ['update', 'OwnAccount'] },
      schema: {
        operationId: 'setupTwoStep',
        tags: TAGS,
        summary: 'Start turning on two-step sign-in: a new authenticator seed',
        description:
          'Show `otpauthUrl` as a QR code; nothing changes for sign-in until POST /api/account/two-step/enable.',
        response: { 200: TwoStepSetupSchema, ...errorResponses(401, 409) },
      },
    },
    async (request) => {
      const account = await currentAccount(app, request)
      if (account.totp_enabled)
        throw new ConflictError('Two-step sign-in is already on; turn it off first to change the app')
      const secret = newTotpSecret()
      await updateAccount(app.db, account.id, { totp_pending_secret: box.seal(secret, account.id) })
      return { secret, otpauthUrl: otpauthUrl(secret, account.email) }
    },
  )

  app.post(
    '/two-step/enable',
    {
      config: { can: ['update', 'OwnAccount'] },
      schema: {
        operationId: 'enableTwoStep',
        tags: TAGS,
        summary: 'Turn on two-step sign-in with a code from the app',
        body: EnableTwoStepBody,
        response: { 200: RecoveryCodesSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      if (await throttled(request, reply, [perAccount], 'Too many two-step attempts')) return reply
      const account = await currentAccount(app, request)
      if (account.totp_enabled) throw new ConflictError('Two-step sign-in is already on')
      if (!account.totp_pending_secret) throw new ConflictError('Start with POST /api/account/two-step/setup')
      const step = await verifyTotp(
        box.open(account.totp_pending_secret, account.id),
        request.body.code.replace(/\s/g, ''),
        null,
      )
      if (step === null)
        throw new FieldErrors(
          { code: ['This code does not match; check the app and the phone’s clock'] },
          'DEBRIEF_INVALID_TWO_STEP_CODE',
        )
      const recoveryCodes = newRecoveryCodes()
      await app.db.transaction().execute(async (trx) => {
        await updateAccount(trx, account.id, {
          totp_secret: account.totp_pending_secret,
          totp_pending_secret: null,
          totp_enabled: true,
          totp_last_step: step,
        })
        await recordAudit(trx, request, {
          kind: 'two-step-enabled',
          orgId: account.org_id,
          actorEmail: account.email,
          target: account.id,
        })
        await replaceRecoveryCodes(trx, account.id, recoveryCodes)
      })
      return { recoveryCodes }
    },
  )

  app.post(
    '/two-step/disable',
    {
      config: { can: ['update', 'OwnAccount'] },
      schema: {
        operationId: 'disableTwoStep',
        tags: TAGS,
        summary: 'Turn off two-step sign-in',
        description: 'Prove it is you with your password or a current code (authenticator or recovery).',
        body: DisableTwoStepBody,
        response: { 204: NoContent, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      if (await throttled(request, reply, [perAccount], 'Too many two-step attempts')) return reply
      const account = await currentAccount(app, request)
      if (!account.totp_enabled) throw new ConflictError('Two-step sign-in is not on')
      const { password, code } = request.body
      if (password !== undefined) {
        if (!(await verifyPassword(account.password_hash, password)))
          throw new FieldErrors({ password: ['The password is not right'] }, 'DEBRIEF_WRONG_PASSWORD')
      } else if (!(await checkSecondFactor(app.db, box, account, code ?? ''))) {
        throw new FieldErrors({ code: ['This code is not valid'] }, 'DEBRIEF_INVALID_TWO_STEP_CODE')
      }
      await app.db.transaction().execute(async (trx) => {
        await disableTwoStep(trx, account.id)
        await recordAudit(trx, request, {
          kind: 'two-step-disabled',
          orgId: account.org_id,
          actorEmail: account.email,
          target: account.id,
        })
      })
      return reply.code(204).send(null)
    },
  )
}

export default twoStep
