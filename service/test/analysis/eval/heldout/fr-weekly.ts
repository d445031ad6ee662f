import type { EvalTranscript } from '../types.js'

/** Held out: a French team weekly. */
export const FR_WEEKLY: EvalTranscript = {
  id: 'fr-weekly',
  split: 'heldout',
  language: 'fr',
  type: 'meeting',
  meetingDate: '2026-03-17',
  file: 'fr-weekly.txt',
  actionItems: [
    { owner: 'Antoine Mercier', task: ['page d', 'facturation'], due: '2026-03-19' },
    { owner: 'Hugo Lefèvre', task: ['clients'], due: '2026-03-18' },
    { owner: 'Hugo Lefèvre', task: ['salle'], due: '2026-03-31' },
  ],
  decisions: [['samedi'], ['lyon']],
  amounts: [
    { amount: 4200, currency: 'EUR' },
    { amount: 3800, currency: 'EUR' },
  ],
  distractors: ['revenir en arrière', 'équipe commerciale', 'direction doit', 'testé la procédure'],
}
