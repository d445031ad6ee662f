import t from 'tap'
import { LABELLED, scoreLabelled } from './labelled/index.js'
import { precision, recall } from './labelled/score.js'

t.test('labelled EN and RU transcripts: amounts, offers, action items, roles, decisions', async (t) => {
  const s = scoreLabelled(LABELLED)
  t.comment(s.misses.join('\n') || 'no misses')
  t.ok(recall(s.amounts) >= 0.95, `amounts recall ${recall(s.amounts).toFixed(2)}`)
  t.equal(s.amounts.fp, 0, 'no number that is not money is taken for an amount')
  t.ok(
    recall(s.offers) >= 0.9 && precision(s.offers) >= 0.9,
    `offers recall ${recall(s.offers).toFixed(2)}, precision ${precision(s.offers).toFixed(2)}`,
  )
  t.ok(recall(s.actionItems) >= 0.8, `action items recall ${recall(s.actionItems).toFixed(2)}`)
  t.ok(recall(s.dueDates) >= 0.8, `due dates recall ${recall(s.dueDates).toFixed(2)}`)
  t.ok(recall(s.roles) >= 0.75, `team roles recall ${recall(s.roles).toFixed(2)}`)
  t.ok(recall(s.decisions) >= 0.5, `decisions recall ${recall(s.decisions).toFixed(2)}`)
  for (const id of ['en-price-negotiation', 'ru-price-negotiation', 'en-salary-negotiation', 'ru-salary-negotiation']) {
    t.ok(s.byTranscript[id].amounts.tp > 0 && s.byTranscript[id].amounts.fp === 0, `${id}: amounts found, none false`)
  }
})
