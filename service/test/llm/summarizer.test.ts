import t from 'tap'
import { builtinSummary } from '../../src/modules/llm/builtin-summary.js'
import { llmSummary } from '../../src/modules/llm/llm-summary.js'
import type { ModelSettings } from '../../src/modules/llm/model-settings.js'
import { SUMMARY_SECTIONS, type SummaryOptions } from '../../src/modules/llm/summary-schema.js'
import { startFakeModel, type Behaviour } from './fake-model.js'
import { longTranscript } from './long-transcript.js'

const options: SummaryOptions = {
  engine: 'llm',
  language: 'source',
  length: 'standard',
  sections: [...SUMMARY_SECTIONS],
  unverified: 'flag',
}
const short = longTranscript(20)

async function setup(
  t: { teardown(fn: () => unknown): void },
  script: Behaviour[] = [],
  over: Partial<ModelSettings> = {},
) {
  const fake = await startFakeModel(script)
  t.teardown(() => fake.close())
  const settings: ModelSettings = {
    baseUrl: fake.url,
    model: 'fake-1',
    timeoutMs: 5000,
    maxRetries: 2,
    allowPrivate: true,
    ...over,
  }
  return { fake, settings }
}

t.test('builtin summary is deterministic and every item carries a quote of the source', async (t) => {
  const a = builtinSummary(longTranscript(60), { length: 'standard', sections: [...SUMMARY_SECTIONS] })
  const b = builtinSummary(longTranscript(60), { length: 'standard', sections: [...SUMMARY_SECTIONS] })
  t.same(a, b, 'same input, same output')
  t.ok(
    a.summary.length &&
      a.topics.length &&
      a.decisions.length &&
      a.actionItems.length &&
      a.questions.length &&
      a.speakers.length === 4,
  )
  const source = longTranscript(60)
    .map((s) => s.text)
    .join('\n')
  for (const item of [...a.summary, ...a.decisions, ...a.actionItems, ...a.questions, ...a.topics])
    t.ok(source.includes(item.quote.quote), `quote is verbatim: ${item.quote.quote}`)
  t.same(
    builtinSummary(short, { length: 'short', sections: ['decisions'] }).summary,
    [],
    'sections not asked for stay empty',
  )
})

t.test('map-reduce over a streaming model: one call per chunk, then combining; usage per call', async (t) => {
  const { fake, settings } = await setup(t)
  const progress: string[] = []
  const out = await llmSummary(short, options, {
    settings,
    chunking: { budgetTokens: 800, overlapTokens: 60 },
    onProgress: (p) => {
      progress.push(`${p.stage} ${p.current}/${p.total}`)
    },
  })
  const maps = out.calls.filter((c) => c.stage === 'map')
  t.equal(maps.length, out.chunks.length, 'one map call per chunk')
  t.ok(out.chunks.length > 2, `several chunks (${out.chunks.length})`)
  t.ok(
    out.calls.some((c) => c.stage === 'reduce'),
    'a combining call',
  )
  t.ok(
    fake.requests.every((r) => r.body.stream === true),
    'streamed',
  )
  t.ok(
    out.calls.every((c) => c.model === 'fake-1' && c.promptTokens > 0 && c.completionTokens > 0),
    'tokens of every call',
  )
  t.equal(progress[0], `map 1/${out.chunks.length}`)
  t.ok(progress.at(-1)!.startsWith('reduce'))
  t.equal(
    out.result.summary.length,
    out.chunks.length,
    'every chunk reached the result (nothing in the middle dropped)',
  )
  t.ok(
    out.result.summary.every((i) => i.quote.verified),
    'real quotes verified',
  )
  t.ok(out.result.summary[1].quote.startMs > 0, 'time taken from the source')
  t.equal(out.result.speakers.length, 4)
  // The source travels as data, never in the system prompt.
  const first = fake.requests[0].body.messages
  t.notOk(first[0].content.includes(short[0].text))
  t.ok(first[1].content.includes('<<<DEBRIEF_SOURCE_DATA>>>'))
})

t.test('429 with Retry-After is waited out, 5xx retried, plain JSON answers read', async (t) => {
  const { fake, settings } = await setup(t, ['rate-limit', 'server-error', 'plain'])
  const waits: number[] = []
  const out = await llmSummary(short.slice(0, 20), options, {
    settings,
    wait: async (ms) => {
      waits.push(ms)
    },
  })
  t.equal(out.chunks.length, 1)
  t.equal(waits[0], 1000, 'Retry-After: 1 honoured')
  t.ok(waits[1] > 0, 'back-off after the 5xx')
  t.equal(fake.requests.length, 3)
  t.equal(out.chunks[0].attempts, 3)
})

t.test('Retry-After is really waited (no fake clock)', async (t) => {
  const { fake, settings } = await setup(t, ['rate-limit'])
  await llmSummary(short.slice(0, 10), options, { settings })
  t.ok(fake.requests[1].at - fake.requests[0].at >= 900, 'second call about a second later')
})

t.test('invalid JSON is sent back and the valid answer is used', async (t) => {
  const { fake, settings } = await setup(t, ['invalid'])
  const calls: unknown[] = []
  const out = await llmSummary(short.slice(0, 20), options, { settings, onCall: (c) => calls.push(c) })
  t.equal(calls.length, 2, 'both replies paid for, both reported')
  t.match(fake.requests[1].body.messages.at(-1)!.content, /did not match the required JSON Schema/)
  t.ok(out.result.summary.length)
})

t.test('invalid output every time fails with the reason', async (t) => {
  const { settings } = await setup(t, ['invalid', 'invalid', 'invalid'])
  await t.rejects(llmSummary(short.slice(0, 20), options, { settings }), { code: 'invalid-output' })
})

t.test('a model that stalls times out', async (t) => {
  const { settings } = await setup(t, ['stall', 'stall'], { timeoutMs: 300, maxRetries: 1 })
  await t.rejects(llmSummary(short.slice(0, 20), options, { settings, wait: async () => {} }), {
    code: 'timeout',
    message: /did not answer within 300 ms/,
  })
})

t.test('an invented quote is flagged unverified, or dropped', async (t) => {
  const { settings } = await setup(t, ['invent', 'invent'])
  const flagged = await llmSummary(short.slice(0, 20), options, { settings })
  t.equal(flagged.result.summary[0].quote.verified, false)
  t.equal(flagged.result.summary[0].quote.quote, 'We will triple the budget for the moon base')
  const dropped = await llmSummary(short.slice(0, 20), { ...options, unverified: 'drop' }, { settings })
  t.same(dropped.result.summary, [])
  t.ok(dropped.result.droppedUnverified >= 2)
})

t.test('the private-address guard holds for the summarizer', async (t) => {
  const { settings } = await setup(t)
  await t.rejects(llmSummary(short, options, { settings: { ...settings, allowPrivate: false } }), {
    code: 'forbidden-url',
  })
})

t.test('a redirect from the model URL is a configuration error: not followed, not retried', async (t) => {
  const { fake, settings } = await setup(t, ['redirect', 'redirect', 'redirect'])
  const waits: number[] = []
  await t.rejects(llmSummary(short.slice(0, 20), options, { settings, wait: async (ms) => void waits.push(ms) }), {
    code: 'config',
    message: /redirect \(HTTP 307 to http:\/\/169\.254\.169\.254/,
  })
  t.equal(fake.requests.length, 1, 'one request, no retry')
  t.same(waits, [], 'no back-off')
})
