const q = (id: string, text: string, extra: Record<string, unknown> = {}) => ({
  id,
  text,
  thinkSeconds: 30,
  answerSeconds: 180,
  retakes: 1,
  mode: 'text',
  ...extra,
})
/** A rubric criterion: what reviewers rate an answer on, with what a 1, a 3 and a 5 look like. */
const c = (id: string, name: string, low: string, mid: string, high: string) => ({
  id,
  name,
  anchors: { '1': low, '3': mid, '5': high },
})
const CLARITY = c(
  'clarity',
  'Clarity',
  'Hard to follow; no clear point',
  'Understandable, with some rambling',
  'Clear, structured and concise',
)
const EVIDENCE = c(
  'evidence',
  'Concrete evidence',
  'Only general claims',
  'One example, thin on detail',
  'Specific examples with their own part and results',
)
const YASNOST = c(
  'clarity',
  'Ясность',
  'Трудно понять, нет мысли',
  'Понятно, но с отступлениями',
  'Ясно, по делу, структурно',
)
const FAKTY = c(
  'evidence',
  'Конкретные примеры',
  'Только общие слова',
  'Один пример, мало деталей',
  'Конкретные примеры, своя роль и результат',
)
const criteria = (...list: ReturnType<typeof c>[]) => ({ criteria: list })
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
        q('about', 'Tell us about yourself and your current role.', criteria(CLARITY, EVIDENCE)),
        q('why', 'Why are you interested in this position?', criteria(CLARITY, EVIDENCE)),
        q('achievement', 'Describe an achievement you are proud of and your part in it.', criteria(CLARITY, EVIDENCE)),
        q('conflict', 'Tell us about a disagreement in your team and how it was resolved.', {
          ...criteria(CLARITY, EVIDENCE),
          mode: 'audio',
        }),
      ],
    },
  },
  {
    name: 'Sales (EN)',
    document: {
      language: 'en',
      description: 'For account executives and sales managers.',
      questions: [
        q(
          'deal',
          'Walk us through the biggest deal you closed: the client, the obstacles, the outcome.',
          criteria(CLARITY, EVIDENCE),
        ),
        q('objection', 'A client says your price is too high. How do you answer?', {
          ...criteria(CLARITY, EVIDENCE),
          thinkSeconds: 20,
          answerSeconds: 120,
        }),
        q('pipeline', 'How do you plan and prioritise your pipeline for a quarter?', criteria(CLARITY, EVIDENCE)),
        q('lost', 'Tell us about a deal you lost and what you learned.', {
          ...criteria(CLARITY, EVIDENCE),
          mode: 'audio',
        }),
      ],
    },
  },
  {
    name: 'Engineering (EN)',
    document: {
      language: 'en',
      description: 'For software engineers.',
      questions: [
        q('system', 'Describe the architecture of a system you built or maintained.', {
          ...criteria(CLARITY, EVIDENCE),
          answerSeconds: 300,
        }),
        q(
          'incident',
          'Tell us about a production incident: how you found the root cause and what changed afterwards.',
          criteria(CLARITY, EVIDENCE),
        ),
        q('tradeoff', 'Describe a technical trade-off you made and how you decided.', criteria(CLARITY, EVIDENCE)),
        q('review', 'How do you give and receive feedback in code review?', {
          ...criteria(CLARITY, EVIDENCE),
          mode: 'video',
        }),
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
        q('about', 'Расскажите о себе и вашей текущей роли.', criteria(YASNOST, FAKTY)),
        q('why', 'Почему вас интересует эта позиция?', criteria(YASNOST, FAKTY)),
        q('achievement', 'Опишите достижение, которым вы гордитесь, и вашу роль в нём.', criteria(YASNOST, FAKTY)),
        q('conflict', 'Расскажите о разногласии в команде и о том, как оно было решено.', {
          ...criteria(YASNOST, FAKTY),
          mode: 'audio',
        }),
      ],
    },
  },
  {
    name: 'Продажи (RU)',
    document: {
      language: 'ru',
      description: 'Для менеджеров по продажам.',
      questions: [
        q('deal', 'Расскажите о самой крупной сделке: клиент, препятствия, результат.', criteria(YASNOST, FAKTY)),
        q('objection', 'Клиент говорит, что цена слишком высокая. Что вы ответите?', {
          ...criteria(YASNOST, FAKTY),
          thinkSeconds: 20,
          answerSeconds: 120,
        }),
        q('pipeline', 'Как вы планируете и расставляете приоритеты в воронке на квартал?', criteria(YASNOST, FAKTY)),
        q('lost', 'Расскажите о проигранной сделке и о выводах из неё.', {
          ...criteria(YASNOST, FAKTY),
          mode: 'audio',
        }),
      ],
    },
  },
  {
    name: 'Разработка (RU)',
    document: {
      language: 'ru',
      description: 'Для инженеров-разработчиков.',
      questions: [
        q('system', 'Опишите архитектуру системы, которую вы строили или поддерживали.', {
          ...criteria(YASNOST, FAKTY),
          answerSeconds: 300,
        }),
        q(
          'incident',
          'Расскажите об инциденте в продакшене: как нашли причину и что изменили после.',
          criteria(YASNOST, FAKTY),
        ),
        q('tradeoff', 'Опишите технический компромисс, который вы приняли, и как вы решали.', criteria(YASNOST, FAKTY)),
        q('review', 'Как вы даёте и принимаете обратную связь на код-ревью?', {
          ...criteria(YASNOST, FAKTY),
          mode: 'video',
        }),
      ],
    },
  },
]
