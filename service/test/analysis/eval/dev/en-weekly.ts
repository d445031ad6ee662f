import type { EvalTranscript } from '../types.js'

/** A 9-minute engineering weekly (Microsoft Teams WebVTT export): the "Marco" and "Dana" fragments. */
export const EN_WEEKLY: EvalTranscript = {
  id: 'en-weekly',
  split: 'dev',
  language: 'en',
  type: 'meeting',
  meetingDate: '2026-03-10',
  file: 'en-weekly.vtt',
  actionItems: [
    { owner: 'Marco Silva', task: ['lint rule', 'concurrent index'], due: '2026-03-13' },
    { owner: 'Dana Levi', task: ['update', 'on-call rotation'], due: '2026-03-10' },
    { owner: 'Priya Nair', task: ['comparison', 'wiki'], due: '2026-03-12' },
    { owner: 'Tom Hughes', task: ['export bug'], due: '2026-03-13' },
    { owner: 'Marco Silva', task: ['chase', 'aws'], due: '2026-03-11' },
    { owner: 'Priya Nair', task: ['venue'], due: '2026-03-20' },
  ],
  decisions: [['react native'], ['4.2', 'monday'], ['lisbon']],
  amounts: [],
  distractors: ['push notification', 'postmortem', 'backfill', 'rerun them', 'get back to us'],
}
