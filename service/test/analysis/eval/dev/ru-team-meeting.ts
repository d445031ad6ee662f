import type { EvalTranscript } from '../types.js'

/** A Russian team meeting, exported as a Google Meet transcript document: assignments by name, a rejected proposal. */
export const RU_TEAM_MEETING: EvalTranscript = {
  id: 'ru-team-meeting',
  split: 'dev',
  language: 'ru',
  type: 'meeting',
  meetingDate: '2026-03-10',
  file: 'ru-team-meeting.txt',
  actionItems: [
    { owner: 'Игорь Васильев', task: ['баг'], due: '2026-03-12' },
    { owner: 'Сергей Ким', task: ['доступ'], due: '2026-03-10' },
    { owner: 'Анна Белова', task: ['отчет'], due: '2026-03-13' },
    { owner: 'Сергей Ким', task: ['оффер'], due: '2026-03-13' },
    { owner: 'Игорь Васильев', task: ['ретро'], due: '2026-03-13' },
  ],
  decisions: [['релиз', 'понедельник'], ['второго кандидата']],
  amounts: [],
  distractors: ['весь экспорт', 'взяла обоих', 'говорила на прошлой неделе', 'зарплатную вилку'],
}
