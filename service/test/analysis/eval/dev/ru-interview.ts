import type { EvalTranscript } from '../types.js'

/** A Russian backend interview, exported from Otter ("Name  0:07", then the paragraph). */
export const RU_INTERVIEW: EvalTranscript = {
  id: 'ru-interview',
  split: 'dev',
  language: 'ru',
  type: 'interview',
  meetingDate: '2026-03-11',
  file: 'ru-interview.txt',
  subject: 'Павел Гришин',
  actionItems: [
    { owner: 'Елена Соколова', task: ['обратн', 'связ'], due: '2026-03-13' },
    { owner: 'Павел Гришин', task: ['доклад'], due: '2026-03-11' },
  ],
  decisions: [['тестов', 'пропуст']],
  amounts: [
    { amount: 280000, currency: 'RUB' },
    { amount: 320000, currency: 'RUB' },
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
  distractors: ['выкатывали', 'составной индекс'],
}
