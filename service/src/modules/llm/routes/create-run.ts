import type { FastifyInstance, FastifyRequest } from 'fastify'
import { BadRequestError } from '../../../lib/errors.js'
import type { Segment } from '../../analysis/index.js'
import { effectiveSettings } from '../effective-settings.js'
import { InputTooLargeError, ModelNotConfiguredError } from '../llm-errors.js'
import { SUMMARY_ENGINES, SUMMARY_LENGTHS, SUMMARY_SECTIONS, type SummaryOptions } from '../summary-schema.js'
import { assertCan } from '../../../permissions/ability.js'
import { reserveWork } from '../../billing/index.js'
import { summaryWork } from '../summary-work.js'
import { findLlmSettings } from '../llm-settings-repository.js'
import { insertRun, type NewRun } from '../llm-run-repository.js'
import { findSummaryPrompt } from '../summary-prompt-repository.js'
import { enqueueSummaryRun } from '../summary-queue.js'
import { NotFoundError } from '../../../lib/errors.js'

export type OptionsInput = Partial<SummaryOptions> | undefined

export const withDefaults = (o: OptionsInput, base?: SummaryOptions): SummaryOptions => ({
  engine: o?.engine ?? base?.engine ?? 'builtin',
  language: o?.language ?? base?.language ?? 'source',
  length: o?.length ?? base?.length ?? 'standard',
  sections: o?.sections ?? base?.sections ?? [...SUMMARY_SECTIONS],
  unverified: o?.unverified ?? base?.unverified ?? 'flag',
})

export function assertInputSize(app: FastifyInstance, bytes: number) {
  const max = app.config.SUMMARY_MAX_INPUT_BYTES
  if (bytes > max)
    throw new InputTooLargeError(`The input is ${bytes} bytes; the summarizer accepts at most ${max} bytes`)
}

/** The caller's organization: runs always belong to it (a superadmin has none to run in). */
export function callerOrg(request: FastifyRequest): string {
  const orgId = request.user.orgId
  if (!orgId) throw new BadRequestError('Summaries are run by members of an organization')
  assertCan(request.ability, 'create', 'LlmRun', { orgId })
  return orgId
}

/**
 * Checks what can be checked before queueing (a model for the llm engine: 409), then writes the run, its
 * reservation (402 past the budget's hard cap, work in progress counted at its price) and its job in one
 * transaction: either all exist or none.
 */
export async function createRun(app: FastifyInstance, run: Omit<NewRun, 'model'>): Promise<string> {
  if (!run.segments.length) throw new BadRequestError('The input has no text to summarize')
  if (run.templateId && !(await findSummaryPrompt(app.db, run.orgId, run.templateId)))
    throw new NotFoundError('Summary prompt template not found')
  let model: string | null = null
  if (run.options.engine === 'llm') {
    const eff = effectiveSettings(app.config, app.secretBox, run.orgId, await findLlmSettings(app.db, run.orgId))
    if (!eff.ok) throw new ModelNotConfiguredError(eff.missing)
    model = eff.settings.model
  }
  return app.db.transaction().execute(async (trx) => {
    const { id } = await insertRun(trx, { ...run, model })
    await reserveWork(trx, summaryWork(run.orgId, id, run.options.engine === 'llm' ? model : null, run.inputBytes))
    await enqueueSummaryRun(app, trx, id)
    return id
  })
}

export const segmentsBytes = (segments: Segment[]) =>
  segments.reduce((a, s) => a + Buffer.byteLength(s.text) + s.speaker.length, 0)

/**
 * Options sent as a form field (multipart bodies skip the route's schema validation): the same rules as the
 * JSON body's options, checked by hand, each failure a 400 naming the field.
 */
export function optionsFromField(text: string | undefined): OptionsInput {
  if (!text) return undefined
  let v: Record<string, unknown>
  try {
    v = JSON.parse(text)
  } catch {
    throw new BadRequestError('options must be JSON')
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new BadRequestError('options must be a JSON object')
  const oneOf = (key: string, allowed: readonly string[]) => {
    if (v[key] !== undefined && !allowed.includes(v[key] as string))
      throw new BadRequestError(`options.${key} must be one of ${allowed.join(', ')}`)
  }
  for (const key of Object.keys(v))
    if (!['engine', 'language', 'length', 'sections', 'unverified'].includes(key))
      throw new BadRequestError(`options: unknown field "${key}"`)
  oneOf('engine', SUMMARY_ENGINES)
  oneOf('length', SUMMARY_LENGTHS)
  oneOf('unverified', ['flag', 'drop'])
  if (v.language !== undefined && !(typeof v.language === 'string' && /^(source|[a-z]{2})$/.test(v.language)))
    throw new BadRequestError('options.language must be "source" or a two-letter language code')
  if (v.sections !== undefined) {
    const s = v.sections
    if (
      !Array.isArray(s) ||
      !s.length ||
      new Set(s).size !== s.length ||
      s.some((x) => !(SUMMARY_SECTIONS as readonly string[]).includes(x))
    ) {
      throw new BadRequestError(`options.sections must be distinct values of ${SUMMARY_SECTIONS.join(', ')}`)
    }
  }
  return v as OptionsInput
}
