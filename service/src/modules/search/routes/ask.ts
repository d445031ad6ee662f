import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { askLines, ASK_QUOTES } from '../ask-repository.js'
import { AskAnswer, AskBody, type AskQuote } from '../ask-schemas.js'
import { contentWords } from '../ask-words.js'
import { askWithModel } from '../ask-with-model.js'
import { effectiveSettings, findLlmSettings, ModelNotConfiguredError } from '../../llm/index.js'
import { masksTranscripts } from '../../meetings/index.js'
import { BadRequestError } from '../../../lib/errors.js'
import { errorResponses } from '../../../lib/schemas/error.js'
import { orgScope } from '../../../permissions/org-scope.js'

/** The lines the model reads: a few more than the built-in engine shows, so it can pick what answers. */
const MODEL_LINES = 12

/** The built-in engine's answer: the best lines as quotes, and a sentence that counts them and says nothing else. */
function builtin(quotes: AskQuote[]) {
  const meetingCount = new Set(quotes.map((q) => q.meetingId)).size
  const answer =
    quotes.length === 0
      ? 'No meeting says anything about that.'
      : `${quotes.length} ${quotes.length === 1 ? 'quote' : 'quotes'} from ${meetingCount} ${meetingCount === 1 ? 'meeting' : 'meetings'} match the question, best first.`
  return { engine: 'builtin' as const, answer, meetingCount, quotes, model: null, fallback: null, droppedQuotes: 0 }
}

/** Ask across meetings: the organization's model answers from the best-matching utterances, or the built-in engine ranks them. */
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
          'The question’s content words (common words dropped) are searched as an OR query in each transcript’s language; the best-matching utterances of the caller’s meetings are retrieved, masked where the organization masks transcripts. With the `llm` engine (the default when the organization has a model connected) they go to the model with the question; it answers briefly and cites lines by id, and every quote is checked verbatim against its line: one that is not is dropped (counted in `droppedQuotes`); when none holds, or the call fails, the built-in answer is given and `fallback` says why. The model call is reserved at its estimated price under the organization’s lock before it is made (402 past the budget’s hard cap) and billed by its tokens. The `builtin` engine returns the best lines (at most 8) as quotes with a sentence counting them. Nothing is invented: every quote is transcript text. A question without content words answers 400; `llm` without a model connected answers 409.',
        body: AskBody,
        response: { 200: AskAnswer, ...errorResponses(400, 401, 402, 403, 409) },
      },
    },
    async (request) => {
      const { question, engine } = request.body
      const words = contentWords(question)
      if (words.length === 0) throw new BadRequestError('Ask about something: the question has no words to look for')
      const orgId = orgScope(request)
      let settings = null
      if (engine !== 'builtin') {
        if (orgId === null) {
          // The superadmin asks across every organization: no one organization's model or budget to use.
          if (engine === 'llm') throw new BadRequestError('The superadmin asks with the built-in engine')
        } else {
          const eff = effectiveSettings(app.config, app.secretBox, orgId, await findLlmSettings(app.db, orgId))
          if (eff.ok) settings = eff.settings
          else if (engine === 'llm') throw new ModelNotConfiguredError(eff.missing)
        }
      }
      if (!settings || orgId === null) {
        const quotes = await askLines(app.db, { orgId }, words)
        return { ...builtin(quotes), words }
      }
      const lines = await askLines(app.db, { orgId }, words, MODEL_LINES)
      // Nothing to quote: no call, nothing spent.
      if (lines.length === 0) return { ...builtin(lines), words }
      const masks = await masksTranscripts(app.db, orgId)
      const r = await askWithModel({ db: app.db, log: request.log }, orgId, settings, question, lines, masks)
      if (!r.ok) return { ...builtin(lines.slice(0, ASK_QUOTES)), words, fallback: r.why, droppedQuotes: r.dropped }
      return {
        engine: 'llm' as const,
        answer: r.answer,
        words,
        meetingCount: new Set(r.quotes.map((q) => q.meetingId)).size,
        quotes: r.quotes,
        model: r.model,
        fallback: null,
        droppedQuotes: r.dropped,
      }
    },
  )
}

export default ask
