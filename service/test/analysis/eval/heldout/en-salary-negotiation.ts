import type { EvalTranscript } from '../types.js'

/** Held out: a salary negotiation with a counter-offer path and a signing bonus. */
export const EN_SALARY_NEGOTIATION: EvalTranscript = {
  id: 'en-salary-negotiation',
  split: 'heldout',
  language: 'en',
  type: 'negotiation',
  meetingDate: '2026-03-17',
  file: 'en-salary-negotiation.txt',
  actionItems: [
    { owner: 'Rachel Adams', task: ['offer'], due: '2026-03-18' },
    { owner: 'James Cole', task: ['sign'], due: '2026-03-20' },
  ],
  decisions: [['99,000']],
  amounts: [
    { amount: 92000, currency: 'USD' },
    { amount: 105000, currency: 'USD' },
    { amount: 98000, currency: 'USD' },
    { amount: 105000, currency: 'USD' },
    { amount: 97000, currency: 'USD' },
    { amount: 100000, currency: 'USD' },
    { amount: 99000, currency: 'USD' },
    { amount: 5000, currency: 'USD' },
    { amount: 99000, currency: 'USD' },
    { amount: 5000, currency: 'USD' },
    { amount: 99000, currency: 'USD' },
    { amount: 5000, currency: 'USD' },
  ],
  distractors: ['onboarding pack', 'booked a trip'],
}
