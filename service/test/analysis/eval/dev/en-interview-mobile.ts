import type { EvalTranscript } from '../types.js'

/** A mobile interview with thin answers and the "merged my version without talking to him". */
export const EN_INTERVIEW_MOBILE: EvalTranscript = {
  id: 'en-interview-mobile',
  split: 'dev',
  language: 'en',
  type: 'interview',
  meetingDate: '2026-03-11',
  file: 'en-interview-mobile.txt',
  subject: 'Kevin Walsh',
  actionItems: [{ owner: 'Laura Chen', task: ['next steps'], due: '2026-03-16' }],
  decisions: [],
  amounts: [],
  verdicts: {
    criteria: {
      'technical-depth': 'negative',
      'problem-solving': 'negative',
      collaboration: 'negative',
      motivation: 'negative',
    },
    recommendation: 'no',
  },
  distractors: ['merged my version', 'rewrote the navigation', 'qa tested'],
}
