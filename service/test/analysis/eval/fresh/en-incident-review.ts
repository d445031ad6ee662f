import type { EvalTranscript } from '../types.js'

/** Fresh: an engineering incident review (a blameless postmortem meeting), written before the engine ran on it. */
export const EN_INCIDENT_REVIEW: EvalTranscript = {
  id: 'en-incident-review',
  split: 'fresh',
  language: 'en',
  type: 'meeting',
  meetingDate: '2026-04-07',
  file: 'en-incident-review.txt',
  actionItems: [
    { owner: 'Aisha Khan', task: ['staging'], due: '2026-04-10' },
    { owner: 'Tom Becker', task: ['snapshot'], due: '2026-04-17' },
    { owner: 'Ravi Menon', task: ['alert'], due: '2026-04-08' },
    { owner: 'Ravi Menon', task: ['template'], due: '2026-04-09' },
    { owner: 'Ravi Menon', task: ['draft'], due: '2026-04-13' },
    { owner: 'Tom Becker', task: ['section'] },
  ],
  decisions: [['pgbouncer'], ['snapshot'], ['error-rate alert'], ['fifteen minutes']],
  amounts: [
    { amount: 18500, currency: 'USD' },
    { amount: 300, currency: 'USD' },
    { amount: 400, currency: 'USD' },
    { amount: 18500, currency: 'USD' },
  ],
  distractors: [
    'walk us through',
    'max_connections',
    'status page tool',
    'handle those',
    'rds alarm',
    'add it to the document',
    'load-test',
    '80 percent',
    'rolled',
  ],
}
