import type { EvalTranscript } from '../types.js'

/** Blind: written after the engine was frozen and measured once, never tuned on. */
export const RU_PROJECT_MEETING: EvalTranscript = {
  id: 'ru-project-meeting',
  split: 'blind',
  language: 'ru',
  type: 'meeting',
  meetingDate: '2026-03-24',
  file: 'ru-project-meeting.txt',
  actionItems: [
    { owner: 'Мария Зайцева', task: ['корзин'], due: '2026-03-25' },
    { owner: 'Денис Фролов', task: ['письмо'], due: '2026-03-24' },
    { owner: 'Екатерина Ли', task: ['план тестирования'], due: '2026-03-27' },
    { owner: 'Денис Фролов', task: ['нагрузочн'], due: '2026-03-25' },
  ],
  decisions: [['первое апреля'], ['своими силами']],
  amounts: [{ amount: 150000, currency: 'RUB' }],
  distractors: ['нанять подрядчика', 'партнёр задерживает'],
}
