import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { NotFoundError } from '../../../lib/errors.js'
import { assertCan } from '../../../permissions/ability.js'
import { orgScope } from '../../../permissions/org-scope.js'
import { findMeeting, findTranscript, maskedTranscript } from '../../meetings/index.js'
import { IdParams } from '../../../lib/schemas/common.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { chapters } from '../builtin/chapters.js'
import { analyseTranscript } from '../builtin/features.js'
import { MeetingChaptersSchema, type MeetingChapters } from '../schemas/chapters.js'

/** The meeting's outline with timestamps, computed on read by the builtin engine (nothing kept in memory). */
const meetingChapters: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/chapters',
    {
      config: { can: ['read', 'Meeting'] },
      schema: {
        operationId: 'getMeetingChapters',
        tags: ['meetings'],
        summary: 'Get a meeting’s chapters',
        description:
          'The transcript split into topical sections where its vocabulary shifts (TextTiling), each with its start and end, its first segment and a title of its most distinctive phrases. Read by the same rules as the transcript; computed from the masked transcript, so no title carries a sensitive value. A meeting without a transcript has no chapters.',
        params: IdParams,
        response: { 200: MeetingChaptersSchema, ...errorResponses(403, 404) },
      },
    },
    async (request): Promise<MeetingChapters> => {
      const meeting = await findMeeting(app.db, request.params.id, orgScope(request))
      if (!meeting) throw new NotFoundError('Meeting not found')
      assertCan(request.ability, 'read', 'Meeting', { orgId: meeting.org_id })
      const row = await findTranscript(app.db, meeting.id)
      if (!row?.segments.length) return { chapters: [] }
      // Masking keeps every segment (and its index); titles then never quote an address or a number in clear.
      const f = analyseTranscript(maskedTranscript(row.segments).segments)
      return {
        language: f.language,
        chapters: chapters(f).map((c) => ({
          startSeconds: c.startMs / 1000,
          endSeconds: Math.max(c.endMs, c.startMs) / 1000,
          firstSegment: c.firstSegment,
          segmentCount: c.lastSegment - c.firstSegment + 1,
          title: c.title,
          keyPhrases: c.keyPhrases,
        })),
      }
    },
  )
}

export default meetingChapters
