import type { EvalTranscript } from '../types.js'

/** Blind: written after the engine was frozen and measured once, never tuned on. */
export const FR_SUPPLIER_CALL: EvalTranscript = {
  id: 'fr-supplier-call',
  split: 'blind',
  language: 'fr',
  type: 'negotiation',
  meetingDate: '2026-03-24',
  file: 'fr-supplier-call.txt',
  actionItems: [
    { owner: 'Bruno Faure', task: ['avenant'], due: '2026-03-25' },
    { owner: 'Bruno Faure', task: ['devis', 'moquettes'], due: '2026-03-27' },
  ],
  decisions: [['1 800']],
  amounts: [
    { amount: 2400, currency: 'EUR' },
    { amount: 1700, currency: 'EUR' },
    { amount: 1700, currency: 'EUR' },
    { amount: 1900, currency: 'EUR' },
    { amount: 1800, currency: 'EUR' },
    { amount: 1800, currency: 'EUR' },
  ],
  distractors: ['service achats'],
}
