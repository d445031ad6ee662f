import t from 'tap'
import { runBuiltin } from '../../src/modules/analysis/builtin/index.js'
import { findMoney } from '../../src/modules/analysis/builtin/money.js'
import { deepMask } from '../../src/modules/meetings/sensitive/deep-mask.js'
import { REPORT_KINDS, type Segment } from '../../src/modules/analysis/types.js'
import { EN_SALARY, EN_PRICE } from './labelled/negotiations.js'
import { EN_TEAM } from './labelled/meetings.js'
import { segmentsOf } from './labelled/types.js'

const seg = (lines: [string, string][]): Segment[] =>
  lines.map(([speaker, text], i) => ({ speaker, text, startMs: i * 5000, endMs: i * 5000 + 4000 }))

t.test('money in the forms people say and write it, and never a number that is not money', async (t) => {
  const said = (s: string) => findMoney(s).map((m) => [m.amount, m.currency, m.per])
  t.same(said('€3.60 per unit'), [[3.6, 'EUR', 'unit']])
  t.same(said('3,60 EUR за штуку'), [[3.6, 'EUR', 'unit']])
  t.same(said('USD 120k a year'), [[120000, 'USD', 'year']])
  t.same(said('$1.2M'), [[1200000, 'USD', null]])
  t.same(said('120.000 € und 120 000 рублей'), [
    [120000, 'EUR', null],
    [120000, 'RUB', null],
  ])
  t.same(said('1,2 млн рублей и 150 тысяч рублей'), [
    [1200000, 'RUB', null],
    [150000, 'RUB', null],
  ])
  t.same(said('90 тысяч в месяц'), [[90000, null, 'month']])
  t.same(
    findMoney('between 3.60 and 3.80 EUR').map((m) => [m.amount, m.range]),
    [
      [3.6, 'from'],
      [3.8, 'to'],
    ],
  )
  t.same(
    findMoney('от 150 до 180 тысяч рублей').map((m) => m.amount),
    [150000, 180000],
  )
  t.same(
    findMoney('could we meet at 140,000?', [150000]).map((m) => m.amount),
    [140000],
    'a bare amount near one on the table',
  )
  for (const not of [
    'on 12.05.2024 at 10:30',
    'call +7 912 345-67-89',
    'order #4411 and PO-5521',
    '5 thousand users',
    'at 3 pm',
    'in 2024',
    'the 10,000 unit run',
  ]) {
    t.same(findMoney(not, [3.6, 120000]), [], not)
  }
})

t.test('offers, mentions and the concession path per side', async (t) => {
  const c = runBuiltin({ kind: 'negotiation', segments: segmentsOf(EN_SALARY) }).content as {
    offers: { speaker: string; type: string; amount: number }[]
    mentions: { amount: number }[]
    concessionPath: {
      sides: { speaker: string; first: number; last: number; moves: { change: number }[] }[]
      initialGap: number
      finalGap: number
      closedPct: number
    }
  }
  t.same(
    c.mentions.map((m) => m.amount),
    [135000, 118000],
    'the market rate and a current salary are mentions',
  )
  t.match(
    c.offers.find((o) => o.amount === 128000),
    { speaker: 'Rachel Kim', type: 'counter-offer' },
    'a question proposing a number is a counter-offer',
  )
  const rachel = c.concessionPath.sides.find((s) => s.speaker === 'Rachel Kim')!
  const david = c.concessionPath.sides.find((s) => s.speaker === 'David Chen')!
  t.same([rachel.first, ...rachel.moves.map((m) => m.change), rachel.last], [120000, 8000, 4000, 132000])
  t.same([david.first, david.last], [140000, 135000])
  t.same([c.concessionPath.initialGap, c.concessionPath.finalGap, c.concessionPath.closedPct], [20000, 3000, 85])
  const price = runBuiltin({ kind: 'negotiation', segments: segmentsOf(EN_PRICE) }).content as {
    offers: { amount: number; amountTo?: number; per?: string | null }[]
  }
  t.match(
    price.offers.find((o) => o.amount === 3.35),
    { amountTo: 3.4 },
    'a range offer keeps both ends',
  )
})

t.test('courtesy alone never lifts a team-role score; thin evidence says so', async (t) => {
  const polite = seg([
    ['Ann', 'Let us review the agenda and the goals for the quarter.'],
    ['Bob', 'Thank you.'],
    ['Ann', 'Who will take the migration plan?'],
    ['Bob', 'Agreed.'],
    ['Ann', 'Our priorities are the migration and the audit.'],
    ['Bob', 'Thanks, sounds good.'],
  ])
  const bob = runBuiltin({ kind: 'belbin', segments: polite, subject: 'Bob' }).content as {
    roles: { role: string; score: number; enoughEvidence: boolean; evidenceCount: number }[]
    preferred: string[]
  }
  t.ok(
    bob.roles.every((r) => r.score === 0 && !r.enoughEvidence),
    'no role from "thank you" and "agreed"',
  )
  t.same(bob.preferred, [])
  const team = runBuiltin({ kind: 'belbin', segments: segmentsOf(EN_TEAM), subject: 'Priya Nair' }).content as {
    roles: { role: string; evidenceCount: number; enoughEvidence: boolean }[]
  }
  t.ok(
    team.roles.find((r) => r.role === 'co-ordinator')!.evidenceCount >= 2,
    'the co-ordinator score counts its evidence',
  )
  const comp = runBuiltin({ kind: 'competence', segments: polite, subject: 'Bob' }).content as {
    competences: { score: number; enoughEvidence: boolean }[]
  }
  t.ok(
    comp.competences.every((c) => !c.enoughEvidence && c.score === 0),
    'competences without evidence are not scored',
  )
})

t.test(
  'one set of conversation metrics per meeting, the subject first in the summary, clean key phrases',
  async (t) => {
    const segments = segmentsOf(EN_TEAM)
    const outs = REPORT_KINDS.filter((k) => k !== 'info-security').map((kind) =>
      runBuiltin({ kind, segments, subject: 'Sam Ortiz' }),
    )
    const speakers = outs.map((o) => JSON.stringify((o.content.overview as { speakers: unknown }).speakers))
    t.equal(new Set(speakers).size, 1, 'the same words per minute, share and turns in every report of the meeting')
    const self = runBuiltin({ kind: 'self', segments, subject: 'Sam Ortiz' }).summary
    t.notMatch(self, /Priya Nair:|Kate Müller:/, 'no raw lines of other speakers in a person report summary')
    t.match(self, /Sam Ortiz: .*demo/, 'the subject’s own action item')
    const team = runBuiltin({ kind: 'negotiation', segments }).summary
    // Each section on its own lines: the decision's content, not the sentence with its "Decision:" head.
    t.match(team, /Decisions:\n– we ship reporting first/)
    const noisy = seg([
      ['A', 'Write to anna.lee@example.com or visit www.example.com today.'],
      ['B', 'Ten people wrote to sales@example.com about the pricing tiers.'],
      ['A', 'The pricing tiers need ten more reviews at example.com.'],
      ['B', 'Pricing tiers again: ten reviews.'],
    ])
    const phrases = (
      runBuiltin({ kind: 'self', segments: noisy }).content.overview as { keyPhrases: { phrase: string }[] }
    ).keyPhrases.map((p) => p.phrase)
    t.ok(phrases.includes('pricing tiers'))
    t.notOk(
      phrases.some((p) => /\b(com|example|www|ten|anna)\b/.test(p)),
      `no address fragments or spelled numbers: ${phrases.join(', ')}`,
    )
    const addressed = seg([
      ['Marcus Webb', 'Elena, can you check the saved carts next week? Friday at the latest.'],
      ['Elena Petrova', 'Sure Marcus, the saved carts fix lands next week, Friday.'],
      ['Marcus Webb', 'Thanks Elena. Saved carts first, then the release notes on Friday.'],
    ])
    const topics = (
      runBuiltin({ kind: 'self', segments: addressed }).content.overview as { keyPhrases: { phrase: string }[] }
    ).keyPhrases.map((p) => p.phrase)
    t.ok(topics.includes('saved carts'), 'the topic stays')
    t.notOk(
      topics.some((p) => /\b(marcus|elena|next|week|friday)\b/.test(p)),
      `no speaker names or calendar words: ${topics.join(', ')}`,
    )
  },
)

t.test('deep masking reaches every string of a report', async (t) => {
  const masked = deepMask({
    a: ['mail me: a.b@corp.example.org'],
    b: { c: 'card 4111 1111 1111 1111, key sk-proj-abcdefghijklmnopqrstuv' },
    n: 3,
  })
  const text = JSON.stringify(masked)
  for (const clear of ['a.b@corp.example.org', '4111 1111 1111 1111', 'sk-proj-abcdefghijklmnopqrstuv'])
    t.notOk(text.includes(clear), clear)
  t.equal(masked.n, 3)
})
