import type { EvalTranscript } from '../types.js'

/** A French packaging negotiation: decimal commas, bare unit prices, an amount in words, a count that is not money. */
export const FR_PRICE_NEGOTIATION: EvalTranscript = {
  id: 'fr-price-negotiation',
  split: 'dev',
  language: 'fr',
  type: 'negotiation',
  meetingDate: '2026-03-10',
  file: 'fr-price-negotiation.txt',
  actionItems: [
    { owner: 'Pierre Lambert', task: ['contrat'], due: '2026-03-12' },
    { owner: 'Pierre Lambert', task: ['échantillons'], due: '2026-03-20' },
  ],
  decisions: [['3,60', 'engagement']],
  amounts: [
    { amount: 4.2, currency: 'EUR' },
    { amount: 3.9, currency: 'EUR' },
    { amount: 3.5, currency: 'EUR' },
    { amount: 3.6, currency: 'EUR' },
    { amount: 3.6, currency: 'EUR' },
    { amount: 3.6, currency: 'EUR' },
    { amount: 2000, currency: 'EUR' },
    { amount: 3.6, currency: 'EUR' },
    { amount: 130000, currency: 'EUR' },
  ],
  distractors: ['formulaire fournisseur'],
}
