import t from 'tap'
import { Value } from '@sinclair/typebox/value'
import { builtinEngine, maskedTranscript } from '../../src/modules/analysis/builtin/index.js'
import { getEngine } from '../../src/modules/analysis/engines.js'
import { reportContentSchemas } from '../../src/modules/report-kinds/registry.js'
import { EXAMPLE_KIND_SAMPLES, SAMPLE_TRANSCRIPTS, readSample } from '../../src/modules/analysis/samples/index.js'
import { REPORT_KINDS, type Segment } from '../../src/modules/analysis/types.js'
import { parseTranscript } from '../../src/modules/meetings/transcripts/index.js'
import { badEvidence, collectEvidence } from './evidence-helpers.js'

const load = (id: string) => parseTranscript(readSample(id), SAMPLE_TRANSCRIPTS.find((s) => s.id === id)!.format)

t.test('every sample parses with its declared format and lasts 3–8 minutes', async (t) => {
  for (const s of SAMPLE_TRANSCRIPTS) {
    const segs = parseTranscript(readSample(s.id))
    t.same(segs, load(s.id), `${s.id}: auto-detection agrees with the catalogue`)
    const minutes = (segs[segs.length - 1].endMs - segs[0].startMs) / 60000
    t.ok(minutes >= 3 && minutes <= 8, `${s.id}: ${minutes.toFixed(1)} min`)
    for (const p of s.participants)
      t.ok(
        segs.some((x) => x.speaker === p.name),
        `${s.id}: ${p.name} speaks`,
      )
  }
  t.same(Object.keys(EXAMPLE_KIND_SAMPLES).sort(), [...REPORT_KINDS].sort())
})

t.test('every kind on every sample: schema-valid, deterministic, evidence verbatim', async (t) => {
  for (const sample of SAMPLE_TRANSCRIPTS) {
    const segments = load(sample.id)
    for (const kind of REPORT_KINDS) {
      const input = { kind, segments, subject: sample.subject }
      const a = await builtinEngine.analyze(input)
      const b = await builtinEngine.analyze({ ...input, segments: load(sample.id) })
      const label = `${sample.id}/${kind}`
      t.same(a, b, `${label}: deterministic`)
      t.ok(
        Value.Check(reportContentSchemas[kind], a.content),
        `${label}: valid content ${JSON.stringify([...Value.Errors(reportContentSchemas[kind], a.content)].slice(0, 2).map((e) => e.path + ' ' + e.message))}`,
      )
      t.ok(a.summary.length > 0, `${label}: summary`)
      const overview = a.content.overview as { speakers: { sharePct: number }[] }
      t.equal(
        overview.speakers.reduce((x, s) => x + s.sharePct, 0),
        100,
        `${label}: talk shares sum to 100`,
      )
      // Every kind's quotes are cut from the masked transcript: no sensitive value in clear in any report.
      const pool: readonly Segment[] = maskedTranscript(segments).segments
      const bad = badEvidence(collectEvidence(a.content), pool)
      t.same(bad, [], `${label}: evidence quotes are verbatim substrings of the speaker's segment`)
    }
  }
})

t.test('talk-time rounding, interruptions, fillers and questions', async (t) => {
  const segments: Segment[] = [
    { speaker: 'A', startMs: 0, endMs: 10000, text: 'Um, so we should ship on Friday. What do you think?' },
    { speaker: 'B', startMs: 5000, endMs: 15000, text: 'I think, you know, it is, like, too early.' },
    { speaker: 'C', startMs: 15000, endMs: 25000, text: 'I like the plan. Let us agree.' },
  ]
  const out = await getEngine('builtin').analyze({ kind: 'active-analysis', segments })
  const stats = (
    out.content.overview as {
      speakers: { speaker: string; sharePct: number; interruptions: number; fillerCount: number; questions: number }[]
    }
  ).speakers
  t.same(
    stats.map((s) => s.sharePct),
    [34, 33, 33],
    'thirds rounded to sum to 100',
  )
  t.same(
    stats.map((s) => s.interruptions),
    [0, 1, 0],
    'B started before A finished',
  )
  t.same(
    stats.map((s) => s.fillerCount),
    [1, 2, 0],
    '"um"; "you know" + comma-set "like"; the verb "like" is not a filler',
  )
  t.same(
    stats.map((s) => s.questions),
    [1, 0, 0],
  )
})

t.test('a card number is found, masked, and appears nowhere in clear', async (t) => {
  const segments = load('en-vendor-onboarding-call')
  const out = await builtinEngine.analyze({ kind: 'info-security', segments })
  const json = JSON.stringify(out)
  const findings = out.content.findings as { type: string; masked: string }[]
  const types = new Set(findings.map((f) => f.type))
  for (const type of ['email', 'phone', 'card', 'iban', 'secret', 'api-key', 'host'])
    t.ok(types.has(type), `finds ${type}`)
  t.equal(findings.find((f) => f.type === 'card')!.masked, '**** **** **** 1111')
  for (const clear of [
    '4111 1111 1111 1111',
    '4111111111111111',
    'DE89 3704 0044 0532 0130 00',
    'DE89370400440532013000',
    'Brightline!2024',
    'sk-live-7Hq2Lx9PmT4vZ8cR1nW6yB3d',
    'jane.morrison@brightline-supplies.com',
    '+44 20 7946 0958',
    'inventory-staging.corp',
    '10.20.30.41',
    'grafana.internal',
  ]) {
    t.notOk(json.includes(clear), `no "${clear}" in the output`)
  }
  t.ok((out.content.riskScore as number) >= 75)
})

t.test('negotiation offers, agreement and next steps', async (t) => {
  const en = (await builtinEngine.analyze({ kind: 'negotiation', segments: load('en-salary-negotiation') }))
    .content as {
    offers: { speaker: string; amount: number; currency: string; type: string }[]
    agreement: { reached: boolean; evidence: unknown[] }
    nextSteps: unknown[]
  }
  t.same(en.offers[0], { ...en.offers[0], speaker: 'Rachel Kim', amount: 120000, currency: 'USD', type: 'offer' })
  t.ok(en.offers.some((o) => o.speaker === 'Tom Becker' && o.amount === 145000 && o.type === 'counter-offer'))
  t.ok(
    en.offers.some((o) => o.amount === 138000),
    '"138k" parsed',
  )
  t.ok(en.agreement.reached && en.agreement.evidence.length > 0)
  t.ok(en.nextSteps.length >= 2)
  const ru = (await builtinEngine.analyze({ kind: 'negotiation', segments: load('ru-supplier-negotiation') }))
    .content as typeof en
  t.ok(
    ru.offers.some((o) => o.amount === 4_800_000 && o.currency === 'RUB'),
    '"4 800 000 рублей"',
  )
  t.ok(
    ru.offers.some((o) => o.amount === 368_000 && o.currency === 'RUB'),
    '"368 тысяч"',
  )
  t.ok(ru.agreement.reached)
})

t.test("recruiter, competence and alfa follow the organization's sections", async (t) => {
  const segments = load('en-job-interview')
  const sections = [
    {
      id: 's',
      title: 'Engineering',
      criteria: [
        { id: 'db', title: 'Databases', weight: 2, keywords: ['PostgreSQL', 'index', 'query'] },
        { id: 'cooking', title: 'Cooking', weight: 1, keywords: ['recipe', 'oven'] },
      ],
    },
  ]
  const rec = (await builtinEngine.analyze({ kind: 'recruiter', segments, subject: 'daniel carter', sections }))
    .content as {
    subject: string
    scorecard: { id: string; score: number; evidence: unknown[]; assessed?: boolean }[]
    recommendation: string
    confidence: number
    rubricSource: string
  }
  t.equal(rec.subject, 'Daniel Carter')
  t.equal(rec.rubricSource, 'organization')
  t.ok(rec.scorecard.find((c) => c.id === 'db')!.score > 50)
  // Nothing said about cooking: "not assessed", not a low score, and one assessed criterion of two recommends nothing.
  t.equal(rec.scorecard.find((c) => c.id === 'cooking')!.score, 0)
  t.equal(rec.scorecard.find((c) => c.id === 'cooking')!.assessed, false)
  t.equal(rec.recommendation, 'not-enough-evidence')
  t.ok(rec.confidence >= 0 && rec.confidence <= 1)
  const alfa = (await builtinEngine.analyze({ kind: 'alfa', segments, sections })).content as {
    sections: { score: number }[]
    totalScore: number
  }
  t.equal(alfa.totalScore, Math.round((alfa.sections[0].score * 3) / 3))
})

t.test('digital profile aggregates history with this transcript', async (t) => {
  const segments = load('en-job-interview')
  const belbin = await builtinEngine.analyze({ kind: 'belbin', segments, subject: 'Daniel Carter' })
  const self = await builtinEngine.analyze({ kind: 'self', segments, subject: 'Daniel Carter' })
  const out = (
    await builtinEngine.analyze({
      kind: 'digital-profile',
      segments,
      subject: 'Daniel Carter',
      history: [
        { kind: 'belbin', createdAt: '2025-01-10T10:00:00Z', content: belbin.content },
        { kind: 'self', createdAt: '2025-02-10T10:00:00Z', content: self.content },
      ],
    })
  ).content as {
    reportsAnalyzed: number
    traits: { name: string; samples: number }[]
    teamRoles: unknown[]
    timeline: unknown[]
  }
  t.equal(out.reportsAnalyzed, 2)
  t.equal(out.timeline.length, 2)
  t.equal(out.teamRoles.length, 9)
  t.equal(out.traits.find((x) => x.name === 'clarity')!.samples, 2)
})

t.test('belbin ships a label and bands, no questionnaire', async (t) => {
  const out = (
    await builtinEngine.analyze({ kind: 'belbin', segments: load('en-team-meeting'), subject: 'Priya Nair' })
  ).content as { label: string; preferred: string[]; manageable: string[]; leastPreferred: string[] }
  t.equal(out.label, 'team-role signals (Belbin-style)')
  t.same([out.preferred.length, out.manageable.length, out.leastPreferred.length], [3, 3, 3])
})
