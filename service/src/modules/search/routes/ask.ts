import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { askLines } from '../ask-repository.js'
import { AskAnswer, AskBody } from '../ask-schemas.js'
import { contentWords } from '../ask-words.js'
import { BadRequestError } from '../../../lib/errors.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { orgScope } from '../../../permissions/org-scope.js'

/** Ask across meetings: the utterances of the caller's organization that best match a question, as quotes. */
const ask: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/ask',
    {
      config: { can: ['read', 'Meeting'] },
      schema: {
        operationId: 'askMeetings',
        tags: ['app-bar'],
        summary: 'Ask a question across meetings',
        description:
          'The built-in engine: the question’s content words (common words dropped) are searched as an OR query in each transcript’s language; the best-matching utterances across the caller’s meetings (at most 8) come back as quotes — meeting, speaker, start in ms, the line verbatim (masked where the organization masks transcripts) — with a sentence saying how many were found. Nothing is invented: every quote is a transcript line. A question without content words answers 400.',
        body: AskBody,
        response: { 200: AskAnswer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const words = contentWords(request.body.question)
      if (words.length === 0) throw new BadRequestError('Ask about something: the question has no words to look for')
      const quotes = await askLines(app.db, { orgId: orgScope(request) }, words)
      const meetingCount = new Set(quotes.map((q) => q.meetingId)).size
      const answer =
        quotes.length === 0
          ? 'No meeting says anything about that.'
          : `${quotes.length} ${quotes.length === 1 ? 'quote' : 'quotes'} from ${meetingCount} ${meetingCount === 1 ? 'meeting' : 'meetings'} match the question, best first.`
      return { engine: 'builtin' as const, answer, words, meetingCount, quotes }
    },
  )
}

export default ask
