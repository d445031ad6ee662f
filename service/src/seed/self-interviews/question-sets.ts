const q = (id: string, text: string, extra: Record<string, unknown> = {}) => ({
  id,
  text,
  thinkSeconds: 30,
  answerSeconds: 180,
  retakes: 1,
  mode: 'text',
  ...extra,
})
const practice = (text: string) =>
  q('practice', text, { thinkSeconds: 10, answerSeconds: 60, retakes: 3, practice: true })

/** Three question sets in English and three in Russian: general screening, sales, engineering. */
export const DEMO_QUESTION_SETS = [
  {
    name: 'General screening (EN)',
    document: {
      language: 'en',
      description: 'A first conversation for any role.',
      questions: [
        practice('Practice: tell us what you had for breakfast. This answer is not recorded.'),
        q('about', 'Tell us about yourself and your current role.'),
        q('why', 'Why are you interested in this position?'),
        q('achievement', 'Describe an achievement you are proud of and your part in it.'),
        q('conflict', 'Tell us about a disagreement in your team and how it was resolved.', { mode: 'audio' }),
      ],
    },
  },
  {
    name: 'Sales (EN)',
    document: {
      language: 'en',
      description: 'For account executives and sales managers.',
      questions: [
        q('deal', 'Walk us through the biggest deal you closed: the client, the obstacles, the outcome.'),
        q('objection', 'A client says your price is too high. How do you answer?', {
          thinkSeconds: 20,
          answerSeconds: 120,
        }),
        q('pipeline', 'How do you plan and prioritise your pipeline for a quarter?'),
        q('lost', 'Tell us about a deal you lost and what you learned.', { mode: 'audio' }),
      ],
    },
  },
  {
    name: 'Engineering (EN)',
    document: {
      language: 'en',
      description: 'For software engineers.',
      questions: [
        q('system', 'Describe the architecture of a system you built or maintained.', { answerSeconds: 300 }),
        q('incident', 'Tell us about a production incident: how you found the root cause and what changed afterwards.'),
        q('tradeoff', 'Describe a technical trade-off you made and how you decided.'),
        q('review', 'How do you give and receive feedback in code review?', { mode: 'video' }),
      ],
    },
  },
  {
    name: 'Общее собеседование (RU)',
    document: {
      language: 'ru',
      description: 'Первое знакомство для любой роли.',
      questions: [
        practice('Пробный вопрос: расскажите, что вы ели на завтрак. Ответ не записывается.'),
        q('about', 'Расскажите о себе и вашей текущей роли.'),
        q('why', 'Почему вас интересует эта позиция?'),
        q('achievement', 'Опишите достижение, которым вы гордитесь, и вашу роль в нём.'),
        q('conflict', 'Расскажите о разногласии в команде и о том, как оно было решено.', { mode: 'audio' }),
      ],
    },
  },
  {
    name: 'Продажи (RU)',
    document: {
      language: 'ru',
      description: 'Для менеджеров по продажам.',
      questions: [
        q('deal', 'Расскажите о самой крупной сделке: клиент, препятствия, результат.'),
        q('objection', 'Клиент говорит, что цена слишком высокая. Что вы ответите?', {
          thinkSeconds: 20,
          answerSeconds: 120,
        }),
        q('pipeline', 'Как вы планируете и расставляете приоритеты в воронке на квартал?'),
        q('lost', 'Расскажите о проигранной сделке и о выводах из неё.', { mode: 'audio' }),
      ],
    },
  },
  {
    name: 'Разработка (RU)',
    document: {
      language: 'ru',
      description: 'Для инженеров-разработчиков.',
      questions: [
        q('system', 'Опишите архитектуру системы, которую вы строили или поддерживали.', { answerSeconds: 300 }),
        q('incident', 'Расскажите об инциденте в продакшене: как нашли причину и что изменили после.'),
        q('tradeoff', 'Опишите технический компромисс, который вы приняли, и как вы решали.'),
        q('review', 'Как вы даёте и принимаете обратную связь на код-ревью?', { mode: 'video' }),
      ],
    },
  },
]
