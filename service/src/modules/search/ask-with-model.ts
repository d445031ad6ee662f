import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/create-db.js'
import { chatCompletion, checkLlmBaseUrl, checkLlmBaseUrlResolved, type ChatReply } from '../analysis/index.js'
import { deleteStaleReservations, endReservations, recordUsage, reserveWork, type Work } from '../billing/index.js'
import type { ModelSettings } from '../llm/index.js'
import { maskText } from '../meetings/index.js'
import { newCallGroup, promptText } from '../model-calls/index.js'
import { askMessages, parseAskReply, verifyQuotes } from './ask-prompt.js'
import type { AskQuote } from './ask-schemas.js'

/** The answer's share of the reservation: a short answer and a few quotes (a reply past it is billed as it was). */
export const ASK_OUTPUT_TOKENS = 800
const BYTES_PER_TOKEN = 4
const STALE_MARGIN_MS = 60_000

/**
 * What one ask reserves while its call runs: the prompt's tokens (about four bytes each, known before the call)
 * and the answer's. Owner and usage key are the ask's own id: the usage row settles it, a failure releases it.
 */
export function askWork(orgId: string, askId: string, model: string, prompt: string): Work {
  const owner = `ask:${askId}`
  return {
    orgId,
    owner,
    items: [
      {
        kind: 'llm-tokens',
        model,
        usageKey: owner,
        inputTokens: Math.ceil(Buffer.byteLength(prompt) / BYTES_PER_TOKEN),
        outputTokens: ASK_OUTPUT_TOKENS,
      },
    ],
  }
}

export type ModelAsk =
  | { ok: true; answer: string; quotes: AskQuote[]; dropped: number; model: string }
  | { ok: false; why: 'unverified' | 'model-failed'; dropped: number }

/**
 * The llm engine of ask: the retrieved lines and the question go to the organization's model, which answers with
 * quotes citing the lines by id; every quote is checked verbatim against its line (`verifyQuotes`). Money first:
 * the call's price is checked and reserved under the organization's lock in one transaction (402 past the
 * budget's hard cap, thrown before any call), then the reply is billed by its tokens, which settles the
 * reservation; a failed call bills nothing and releases it. One attempt: the caller waits for it.
 */
export async function askWithModel(
  deps: { db: Db; log: FastifyBaseLogger; fetch?: typeof fetch },
  orgId: string,
  settings: ModelSettings,
  question: string,
  lines: AskQuote[],
  masks: boolean,
): Promise<ModelAsk> {
  const { db } = deps
  const askId = randomUUID()
  const messages = askMessages(question, lines)
  const work = askWork(orgId, askId, settings.model, promptText(messages))
  await db.transaction().execute(async (trx) => {
    // An ask whose process died mid-call left its reservation behind, and no job ends it: once older than any call
    // can last, it stops counting.
    await deleteStaleReservations(trx, orgId, 'ask:', settings.timeoutMs + STALE_MARGIN_MS)
    await reserveWork(trx, work)
  })
  let reply: ChatReply
  try {
    checkLlmBaseUrl(settings.baseUrl, settings.allowPrivate)
    await checkLlmBaseUrlResolved(settings.baseUrl, settings.allowPrivate)
    reply = await chatCompletion(
      {
        baseUrl: settings.baseUrl,
        apiKey: settings.apiKey,
        model: settings.model,
        timeoutMs: settings.timeoutMs,
        fetch: deps.fetch ?? settings.fetch ?? fetch,
        trace: {
          trace: { db, orgId, served: { kind: 'ask', id: askId }, log: deps.log },
          group: newCallGroup(),
          attempt: 1,
        },
      },
      messages,
    )
  } catch (err) {
    deps.log.warn({ err, orgId, askId }, 'ask: the model call failed')
    await db.transaction().execute((trx) => endReservations(trx, work.owner))
    return { ok: false, why: 'model-failed', dropped: 0 }
  }
  await db.transaction().execute(async (trx) => {
    await recordUsage(trx, {
      orgId,
      kind: 'llm-tokens',
      idempotencyKey: work.owner,
      model: reply.model,
      inputTokens: reply.promptTokens,
      outputTokens: reply.completionTokens,
      meta: {
        feature: 'ask',
        askId,
        model: reply.model,
        inputTokens: reply.promptTokens,
        outputTokens: reply.completionTokens,
      },
    })
    await endReservations(trx, work.owner)
  })
  const parsed = parseAskReply(reply.content)
  if (!parsed) return { ok: false, why: 'unverified', dropped: 0 }
  const { quotes, dropped } = verifyQuotes(lines, parsed.quotes)
  if (quotes.length === 0) return { ok: false, why: 'unverified', dropped }
  // The answer is the model's own words: masked as the transcripts are, so no hidden value shows even if guessed.
  const answer = masks ? maskText(parsed.answer).masked : parsed.answer
  return { ok: true, answer, quotes, dropped, model: reply.model }
}
