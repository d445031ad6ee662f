import type { EvalTranscript } from '../types.js'

/** Held out: a product team sync (never used to tune the engine). */
export const EN_PRODUCT_SYNC: EvalTranscript = {
  id: 'en-product-sync',
  split: 'heldout',
  language: 'en',
  type: 'meeting',
  meetingDate: '2026-03-17',
  file: 'en-product-sync.txt',
  actionItems: [
    { owner: 'Noah Patel', task: ['company size'], due: '2026-03-19' },
    { owner: 'Liam Foster', task: ['dashboard'], due: '2026-03-18' },
    { owner: 'Olivia Grant', task: ['faq'], due: '2026-03-18' },
    { owner: 'Olivia Grant', task: ['hotel'], due: '2026-03-20' },
  ],
  decisions: [['company size'], ['faq'], ['berlin']],
  amounts: [{ amount: 1200, currency: 'EUR' }],
  distractors: ['rewrite the whole page', 'a/b test', 'booth design', 'talked to five customers'],
}
