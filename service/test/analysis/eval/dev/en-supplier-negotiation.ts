import type { EvalTranscript } from '../types.js'

/** A packaging price negotiation (Zoom WebVTT: "Name: text" inside each cue): unit prices, amounts in words, counts that are not money. */
export const EN_SUPPLIER_NEGOTIATION: EvalTranscript = {
  id: 'en-supplier-negotiation',
  split: 'dev',
  language: 'en',
  type: 'negotiation',
  meetingDate: '2026-03-12',
  file: 'en-supplier-negotiation.vtt',
  actionItems: [
    { owner: 'Mark Dunn', task: ['contract'], due: '2026-03-16' },
    { owner: 'Helen Ward', task: ['vendor'] },
  ],
  decisions: [['3.60', 'twelve months']],
  amounts: [
    { amount: 3.75, currency: 'USD' },
    { amount: 3.4, currency: 'USD' },
    { amount: 3.75, currency: 'USD' },
    { amount: 3.5, currency: 'USD' },
    { amount: 3.5, currency: 'USD' },
    { amount: 3.6, currency: 'USD' },
    { amount: 250, currency: 'USD' },
    { amount: 125, currency: 'USD' },
    { amount: 3.6, currency: 'USD' },
    { amount: 14400, currency: 'USD' },
    { amount: 48000, currency: 'USD' },
  ],
  distractors: ['legal team', 'first delivery'],
}
