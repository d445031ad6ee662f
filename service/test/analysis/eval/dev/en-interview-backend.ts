import type { EvalTranscript } from '../types.js'

/** A backend interview: the profiling story, salary range, "let's skip the take-home" and "feedback from today by Friday". */
export const EN_INTERVIEW_BACKEND: EvalTranscript = {
  id: 'en-interview-backend',
  split: 'dev',
  language: 'en',
  type: 'interview',
  meetingDate: '2026-03-10',
  file: 'en-interview-backend.txt',
  subject: 'Daniel Ortiz',
  actionItems: [
    { owner: 'Sarah Mitchell', task: ['feedback'], due: '2026-03-13' },
    { owner: 'Daniel Ortiz', task: ['references'], due: '2026-03-11' },
  ],
  decisions: [['skip', 'take-home']],
  amounts: [
    { amount: 95000, currency: 'EUR' },
    { amount: 105000, currency: 'EUR' },
  ],
  verdicts: {
    criteria: {
      'technical-depth': 'positive',
      'problem-solving': 'positive',
      communication: 'positive',
      collaboration: 'positive',
      ownership: 'positive',
      motivation: 'positive',
    },
    recommendation: 'yes',
  },
  distractors: ['fail open', 'call with our cto', 'split out only the payments'],
}
