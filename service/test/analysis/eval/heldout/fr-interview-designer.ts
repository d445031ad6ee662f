import type { EvalTranscript } from '../types.js'

/** Held out: a French product-designer interview with a measured result and real collaboration. */
export const FR_INTERVIEW_DESIGNER: EvalTranscript = {
  id: 'fr-interview-designer',
  split: 'heldout',
  language: 'fr',
  type: 'interview',
  meetingDate: '2026-03-17',
  file: 'fr-interview-designer.txt',
  subject: 'Léa Rousseau',
  actionItems: [{ owner: 'Marion Girard', task: ['date'], due: '2026-03-20' }],
  decisions: [['exercice']],
  amounts: [
    { amount: 55000, currency: 'EUR' },
    { amount: 60000, currency: 'EUR' },
  ],
  verdicts: {
    criteria: {
      'problem-solving': 'positive',
      collaboration: 'positive',
      motivation: 'positive',
      communication: 'positive',
    },
    recommendation: 'yes',
  },
  distractors: ['entretiens utilisateurs', "simplifié l'animation"],
}
