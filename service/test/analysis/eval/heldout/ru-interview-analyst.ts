import type { EvalTranscript } from '../types.js'

/** Held out: a Russian analyst interview with vague answers and no concrete results. */
export const RU_INTERVIEW_ANALYST: EvalTranscript = {
  id: 'ru-interview-analyst',
  split: 'heldout',
  language: 'ru',
  type: 'interview',
  meetingDate: '2026-03-17',
  file: 'ru-interview-analyst.txt',
  subject: 'Артём Носов',
  actionItems: [{ owner: 'Ксения Морозова', task: ['напиш'], due: '2026-03-20' }],
  decisions: [],
  amounts: [{ amount: 180000, currency: 'RUB' }],
  verdicts: {
    criteria: {
      'technical-depth': 'negative',
      'problem-solving': 'negative',
      motivation: 'negative',
    },
    recommendation: 'no',
  },
  distractors: ['дашборды'],
}
