import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ConflictError, NotFoundError } from '../../../lib/errors.js'
import { invite } from '../create-interview.js'
import { interviewDetail } from '../detail.js'
import { newLink } from '../links.js'
import { assertCan } from '../../../permissions/ability.js'
import {
  findInterview,
  lockInterview,
  OPEN_STATES,
  replaceLink,
  toSelfInterview,
  transition,
} from '../interview-repository.js'
import { IdParams } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { AccommodationBody, SelfInterviewDetailSchema, SelfInterviewLinkSchema } from '../schemas.js'
import { orgScope } from '../../../permissions/org-scope.js'
import { recordAudit } from '../../audit/index.js'
import { setAccommodation } from '../interview-repository.js'

const TAGS = ['self-interviews']

/**
 * Revoke (the link answers 410), resend (a new link; the old one answers 404 from then on) and extra time for the
 * candidate (an accommodation, kept in the audit log).
 */
const actions: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/:id/accommodation',
    {
      config: { can: ['update', 'SelfInterview'] },
      schema: {
        operationId: 'setSelfInterviewAccommodation',
        tags: TAGS,
        summary: 'Grant the candidate extra time',
        description:
          'A percentage added to the think and answer time of every question the candidate opens from now on ' +
          '(questions already open keep their deadlines); 0 withdraws it. Recorded in the audit log.',
        params: IdParams,
        body: AccommodationBody,
        response: { 200: SelfInterviewDetailSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const found = await findInterview(app.db, request.params.id, orgScope(request))
      if (!found) throw new NotFoundError('Self-interview not found')
      assertCan(request.ability, 'update', 'SelfInterview', { orgId: found.org_id })
      const { extraTimePercent } = request.body
      const note = request.body.note?.trim() || null
      await app.db.transaction().execute(async (trx) => {
        const row = await lockInterview(trx, found.id)
        if (row.state === 'completed' || row.state === 'revoked')
          throw new ConflictError(`A ${row.state} interview gets no extra time`)
        await setAccommodation(trx, row.id, { extraTimePercent, note, by: request.user.sub, at: new Date() })
        await recordAudit(trx, request, {
          kind: 'accommodation-granted',
          orgId: row.org_id,
          target: row.id,
          meta: { extraTimePercent, previousPercent: row.extra_time_percent, note, candidate: row.candidate_name },
        })
      })
      return interviewDetail(app.db, (await findInterview(app.db, found.id, null))!)
    },
  )

  app.post(
    '/:id/revoke',
    {
      config: { can: ['update', 'SelfInterview'] },
      schema: {
        operationId: 'revokeSelfInterview',
        tags: TAGS,
        summary: 'Withdraw a self-interview’s link',
        params: IdParams,
        response: { 200: SelfInterviewDetailSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const found = await findInterview(app.db, request.params.id, orgScope(request))
      if (!found) throw new NotFoundError('Self-interview not found')
      assertCan(request.ability, 'update', 'SelfInterview', { orgId: found.org_id })
      await app.db.transaction().execute(async (trx) => {
        const row = await lockInterview(trx, found.id)
        if (row.state === 'completed') throw new ConflictError('A completed interview cannot be revoked')
        if (row.state !== 'revoked') await transition(trx, row, 'revoked', { by: request.user.sub })
      })
      return interviewDetail(app.db, (await findInterview(app.db, found.id, null))!)
    },
  )

  app.post(
    '/:id/resend',
    {
      config: { can: ['update', 'SelfInterview'] },
      schema: {
        operationId: 'resendSelfInterview',
        tags: TAGS,
        summary: 'Send a new link',
        description: 'Replaces the link (the old one stops working) and mails the new one; answers given so far stay.',
        params: IdParams,
        response: { 200: SelfInterviewLinkSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const found = await findInterview(app.db, request.params.id, orgScope(request))
      if (!found) throw new NotFoundError('Self-interview not found')
      assertCan(request.ability, 'update', 'SelfInterview', { orgId: found.org_id })
      const link = newLink(app, found.id)
      await app.db.transaction().execute(async (trx) => {
        const row = await lockInterview(trx, found.id)
        if (!OPEN_STATES.includes(row.state))
          throw new ConflictError(`A ${row.state} interview gets no new link; extend an expired one first`)
        await replaceLink(trx, row.id, link)
      })
      await invite(app, found.org_id, found.id, link.link, 'resent')
      return {
        selfInterview: toSelfInterview((await findInterview(app.db, found.id, null))!),
        link: link.link,
        uid: link.uid,
      }
    },
  )
}

export default actions
