import type { EvalTranscript } from '../types.js'

/** Blind: written after the engine was frozen and measured once, never tuned on. */
export const EN_INTERVIEW_SUPPORT: EvalTranscript = {
  id: 'en-interview-support',
  split: 'blind',
  language: 'en',
  type: 'interview',
  meetingDate: '2026-03-24',
  file: 'en-interview-support.txt',
  subject: 'Marcus Reid',
  actionItems: [
    { owner: 'Olivia Bennett', task: ['hiring manager'], due: '2026-03-26' },
    { owner: 'Marcus Reid', task: ['references'], due: '2026-03-24' },
  ],
  decisions: [['case study']],
  amounts: [{ amount: 75000, currency: 'GBP' }],
  verdicts: {
    criteria: { 'problem-solving': 'positive', collaboration: 'positive', motivation: 'positive' },
    recommendation: 'yes',
  },
  distractors: ['trial day', 'escalation rules'],
}
