import type { EvalTranscript } from '../types.js'

/** A French data-engineering interview: a strong measured story, and a disagreement settled by deploying his own version. */
export const FR_INTERVIEW: EvalTranscript = {
  id: 'fr-interview',
  split: 'dev',
  language: 'fr',
  type: 'interview',
  meetingDate: '2026-03-12',
  file: 'fr-interview.txt',
  subject: 'Karim Benali',
  actionItems: [
    { owner: 'Nathalie Dubois', task: ['retour'], due: '2026-03-16' },
    { owner: 'Karim Benali', task: ['portfolio'], due: '2026-03-12' },
  ],
  decisions: [],
  amounts: [{ amount: 60000, currency: 'EUR' }],
  verdicts: {
    criteria: {
      'technical-depth': 'positive',
      'problem-solving': 'positive',
      collaboration: 'negative',
      motivation: 'positive',
    },
    recommendation: 'maybe',
  },
  distractors: ['déployé ma version', 'migré les données'],
}
