import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { BadRequestError } from '../../../lib/errors.js'
import { can } from '../../../permissions/ability.js'
import { masksTranscripts, setMaskTranscripts } from '../transcript-privacy-repository.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { orgScope } from '../../../permissions/org-scope.js'

const TAGS = ['meetings']
const PrivacySchema = Type.Object(
  {
    maskTranscripts: Type.Boolean({
      description: 'the transcript view masks e-mails, phones, cards, IBANs, secrets, API keys and internal hosts',
    }),
    canReveal: Type.Boolean({
      description: 'the caller may reveal masked values (each reveal is logged) and change this setting',
    }),
  },
  { $id: 'TranscriptPrivacy', additionalProperties: false },
)
const PrivacyBody = Type.Object({ maskTranscripts: Type.Boolean() }, { additionalProperties: false })

/** The organization's transcript-masking setting: everyone reads it, those who manage reports change it. */
const transcriptPrivacy: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { can: ['read', 'Meeting'] },
      schema: {
        operationId: 'getTranscriptPrivacy',
        tags: TAGS,
        summary: 'Whether transcripts are masked in this organization',
        response: { 200: PrivacySchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const orgId = orgScope(request)
      if (!orgId) return { maskTranscripts: true, canReveal: false }
      return {
        maskTranscripts: await masksTranscripts(app.db, orgId),
        canReveal: can(request.ability, 'update', 'Report', { orgId }),
      }
    },
  )

  app.put(
    '',
    {
      config: { can: ['update', 'Report'] },
      schema: {
        operationId: 'updateTranscriptPrivacy',
        tags: TAGS,
        summary: 'Choose whether transcripts are masked in this organization',
        body: PrivacyBody,
        response: { 200: PrivacySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const orgId = orgScope(request)
      if (!orgId) throw new BadRequestError('Only an account of an organization can change its transcript privacy')
      await setMaskTranscripts(app.db, orgId, request.body.maskTranscripts, request.user.sub)
      return { maskTranscripts: request.body.maskTranscripts, canReveal: true }
    },
  )
}

export default transcriptPrivacy
