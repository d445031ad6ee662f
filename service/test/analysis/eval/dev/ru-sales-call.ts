import type { EvalTranscript } from '../types.js'

/** An 8-minute Russian sales call: «договорились» on both sides, spaced thousands, an amount in words, the training in Podolsk. */
export const RU_SALES_CALL: EvalTranscript = {
  id: 'ru-sales-call',
  split: 'dev',
  language: 'ru',
  type: 'negotiation',
  meetingDate: '2026-03-10',
  file: 'ru-sales-call.txt',
  actionItems: [
    { owner: 'Алексей Смирнов', task: ['предложение', 'договор'], due: '2026-03-10' },
    { owner: 'Алексей Смирнов', task: ['обучени', 'подольск'], due: '2026-03-19' },
    { owner: 'Алексей Смирнов', task: ['тренер'], due: '2026-03-13' },
  ],
  decisions: [['245'], ['обслуживани', 'вместе']],
  amounts: [
    { amount: 260000, currency: 'RUB' },
    { amount: 24500, currency: 'RUB' },
    { amount: 235000, currency: 'RUB' },
    { amount: 235000, currency: 'RUB' },
    { amount: 245000, currency: 'RUB' },
    { amount: 245000, currency: 'RUB' },
    { amount: 120000, currency: 'RUB' },
    { amount: 9800, currency: 'RUB' },
  ],
  distractors: ['доставку подарил', 'юрист посмотрит'],
}
