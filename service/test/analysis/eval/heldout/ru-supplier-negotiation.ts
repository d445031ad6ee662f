import type { EvalTranscript } from '../types.js'

/** Held out: a Russian supplier negotiation with decimal-comma prices per kilo. */
export const RU_SUPPLIER_NEGOTIATION: EvalTranscript = {
  id: 'ru-supplier-negotiation',
  split: 'heldout',
  language: 'ru',
  type: 'negotiation',
  meetingDate: '2026-03-17',
  file: 'ru-supplier-negotiation.txt',
  actionItems: [
    { owner: 'Дмитрий Соловьёв', task: ['допсоглашени'], due: '2026-03-18' },
    { owner: 'Ирина Лебедева', task: ['склад'], due: '2026-03-17' },
  ],
  decisions: [['35,80']],
  amounts: [
    { amount: 38, currency: 'RUB' },
    { amount: 36.5, currency: 'RUB' },
    { amount: 35, currency: 'RUB' },
    { amount: 35, currency: 'RUB' },
    { amount: 35.8, currency: 'RUB' },
    { amount: 35.8, currency: 'RUB' },
    { amount: 716000, currency: 'RUB' },
  ],
  distractors: ['логист свяжется', 'бесплатную доставку'],
}
