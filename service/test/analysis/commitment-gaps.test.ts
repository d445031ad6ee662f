/**
 * The general gaps the fresh part of the evaluation set showed on its first run (fresh-first-run.txt), each pinned
 * with new sentences of the same shape: a request answered with how it will be done, "you take that one" after a
 * verbless choice, a request declined with "I'd rather…", an offer given its date by the one who accepts it, "by the
 * 17th", a vague "je vous organise ça" made concrete later, a Russian "we" commitment, choices closed with "X it is",
 * "from now on…" and a recap, a decision followed by a question to a participant, and "ста тысяч рублей".
 */
import t from 'tap'
import { analyseTranscript } from '../../src/modules/analysis/builtin/features.js'
import { actionItems, decisions } from '../../src/modules/analysis/builtin/action-items.js'
import { findMoney } from '../../src/modules/analysis/builtin/money.js'

function read(turns: [string, string][], meetingDate = '2026-04-07') {
  const f = analyseTranscript(
    turns.map(([speaker, text], i) => ({ speaker, text, startMs: i * 5000, endMs: i * 5000 + 4000 })),
  )
  f.meetingDate = meetingDate
  return {
    items: actionItems(f).map((a) => ({ owner: a.owner, text: a.text, due: a.dueDate })),
    decided: decisions(f).map((d) => d.text),
  }
}

t.test('a request answered with how it will be done keeps both, with the date of the answer', async (t) => {
  const { items } = read([
    ['Kate Moss', 'Mia, can you own the migration?'],
    ['Mia Lund', "Yes. I'll have it on staging by Wednesday and live the week after."],
  ])
  t.equal(items.length, 1, JSON.stringify(items))
  t.match(items[0], { owner: 'Mia Lund', text: /migration.*staging/, due: '2026-04-08' })
})

t.test('"you take that one" after a verbless choice takes that thing, due when the owner says', async (t) => {
  const { items } = read([
    ['Kate Moss', 'Which of the two alerts do we keep?'],
    ['Leo Park', 'The disk alert is noisy, the latency one is useful.'],
    ['Kate Moss', 'Then only the latency alert. Leo, you take that one.'],
    ['Leo Park', "Sure, I'll do it tomorrow."],
  ])
  t.equal(items.length, 1, JSON.stringify(items))
  t.match(items[0], { owner: 'Leo Park', text: /latency alert/, due: '2026-04-08' })
})

t.test('a request declined with "I\'d rather…" is no task; what the person offers instead is', async (t) => {
  const { items } = read([
    ['Kate Moss', 'Tom, can you write the release notes?'],
    ['Tom Ray', "I'd rather Nina wrote them, she knows the features. I can review them."],
  ])
  t.notOk(
    items.some((i) => i.owner === 'Tom Ray' && /release notes/.test(i.text) && !/review/.test(i.text)),
    JSON.stringify(items),
  )
  t.ok(
    items.some((i) => i.owner === 'Tom Ray' && i.text === 'review the release notes'),
    'his own verb, the object of the request',
  )
})

t.test('an offer takes the date the one who accepts it sets; "by the 17th" is a date', async (t) => {
  const { items } = read([
    ['Ravi Shah', 'I can draft the FAQ for the new plans.'],
    ['Kate Moss', 'Yes please, by Thursday.'],
    ['Kate Moss', 'Omar, please send me the load test results by the 17th.'],
    ['Omar Ali', 'Will do.'],
  ])
  t.match(
    items.find((i) => /faq/i.test(i.text)),
    { owner: 'Ravi Shah', due: '2026-04-09' },
  )
  t.match(
    items.find((i) => /load test/.test(i.text)),
    { owner: 'Omar Ali', due: '2026-04-17' },
  )
})

t.test('my own "share it" after "I\'ll write X" is about X; another person in the clause is cut off', async (t) => {
  const { items } = read([
    ['Nina Cole', 'Who writes the summary this time?'],
    ['Ravi Shah', "Fine, I'll write the summary, and Nina adds the charts. I'll share it on Monday."],
  ])
  t.equal(items.length, 1, JSON.stringify(items))
  t.match(items[0], { owner: 'Ravi Shah', text: 'write the summary; share it', due: '2026-04-13' })
})

t.test('a vague "je vous organise ça" is the task the same person names concretely just after', async (t) => {
  const { items } = read(
    [
      ['Léa Roy', "J'aimerais rencontrer l'équipe de l'accueil."],
      ['Sophie Bern', 'Je vous organise ça. Le mardi matin, ça vous va ?'],
      ['Léa Roy', 'Parfait.'],
      ['Sophie Bern', "Je réserve la salle et j'envoie l'invitation d'ici demain."],
    ],
    '2026-04-09',
  )
  t.equal(items.length, 1, JSON.stringify(items))
  t.match(items[0], { owner: 'Sophie Bern', text: /invitation/, due: '2026-04-10' })
})

t.test('a Russian "we" commitment of a side of the deal; "рабочих дней" is no date', async (t) => {
  const { items } = read(
    [
      ['Андрей Козлов', 'Договор пришлю сегодня.'],
      ['Павел Орлов', 'Счёт оплатим в течение пяти рабочих дней после подписания.'],
    ],
    '2026-04-08',
  )
  t.match(
    items.find((i) => i.owner === 'Павел Орлов'),
    {
      text: 'оплатим счёт в течение пяти рабочих дней после подписания',
      due: null,
    },
  )
  const tentative = read([['Ольга Мирова', 'Договор на поставку тогда подпишем вместе с основным.']])
  t.same(tentative.items, [], '«тогда подпишем» settles a term, it is nobody’s task')
})

t.test('"X it is", "from now on…" and a recap are decisions; "let\'s take them one at a time" is not', async (t) => {
  const { decided } = read([
    ['Kate Moss', "Let's take them one at a time."],
    ['Leo Park', 'Postgres or DynamoDB for the ledger?'],
    ['Kate Moss', 'OK, Postgres it is.'],
    ['Kate Moss', 'From now on, every deploy goes through the canary first.'],
    ['Kate Moss', 'To sum up: Postgres for the ledger, weekly releases and a code freeze on Fridays.'],
  ])
  t.notOk(
    decided.some((d) => /one at a time/.test(d)),
    JSON.stringify(decided),
  )
  t.ok(decided.some((d) => /^Postgres/.test(d)))
  t.ok(decided.some((d) => /every deploy goes through the canary/.test(d)))
  t.ok(decided.some((d) => d === 'weekly releases'))
  t.ok(decided.some((d) => d === 'a code freeze on Fridays'))
  t.equal(decided.filter((d) => /Postgres/.test(d)).length, 1, 'the recap repeats Postgres: one decision')
})

t.test('French: a decision followed by a question to a participant; a future said as settled', async (t) => {
  const { decided } = read([
    ['Marc Blanc', 'On pourrait prendre un hébergement managé.'],
    ['Sophie Bern', 'Pas cette année. On reste sur OVH, et Marc, tu vérifies la charge ?'],
    ['Sophie Bern', 'On fera la traduction en interne, et on verra plus tard pour le reste.'],
  ])
  t.ok(decided.includes('On reste sur OVH'), JSON.stringify(decided))
  t.ok(decided.includes('On fera la traduction en interne'))
})

t.test('Russian hundreds in the genitive are money with a currency word', async (t) => {
  t.same(
    findMoney('Это ещё около ста тысяч рублей.').map((m) => m.amount),
    [100000],
  )
  t.same(
    findMoney('Итого около трехсот тысяч рублей.').map((m) => m.amount),
    [300000],
  )
})
