/** Commitment and next-step phrases that mark a sentence as an action item (EN + RU). */
export const ACTION_PHRASES = {
  action: [
    'i will', "i'll", 'we will', "we'll", "let's", 'let us', 'next step', 'next steps', 'action item', 'follow up', 'i am going to',
    "i'm going to", 'we are going to', "we're going to", 'i can send', 'i will send', 'please send', 'by friday', 'by monday',
    'by tomorrow', 'by the end of', 'by end of', 'by next week', 'deadline', 'to do',
    'сделаю', 'сделаем', 'давайте', 'давай', 'до пятницы', 'до понедельника', 'к пятнице', 'к понедельнику', 'до конца недели',
    'отправлю', 'пришлю', 'подготовлю', 'подготовим', 'следующий шаг', 'следующие шаги', 'возьму на себя', 'беру на себя',
    'напишу', 'позвоню', 'созвонимся', 'договоримся', 'назначу', 'проверю', 'поручаю', 'срок',
    'обновлю', 'обновим', 'исправлю', 'исправим', 'свяжусь', 'организую', 'согласую', 'займусь', 'передам', 'запущу', 'оформлю',
    'соберу', 'уточню', 'закажу', 'выставлю', 'подпишу', 'подпишем',
    'подготовит', 'отправит', 'пришлет', 'сделает', 'проверит', 'исправит', 'обновит', 'напишет', 'позвонит', 'возьмет на себя',
    'will send', 'will prepare', 'will share', 'will fix', 'will update', 'will review', 'will call', 'will check', 'will draft',
    'will book', 'will schedule', 'will own', 'will handle', 'will follow up', 'is on it',
  ],
} as const

/** Due-date words recognised inside an action item. */
export const DUE_WORDS = {
  due: [
    'today', 'tomorrow', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'next week', 'end of day', 'end of the week',
    'end of month', 'eod', 'сегодня', 'завтра', 'понедельник*', 'вторник*', 'четверг*', 'пятниц*', 'среду', 'среды', 'среде', 'следующей неделе',
    'конца недели', 'конца месяца', 'tonight', 'this week', 'end of next week', 'next monday', 'next friday',
  ],
} as const

/** Sentences that record a decision (EN + RU). */
export const DECISION_PHRASES = {
  decision: [
    'we have decided', "we've decided", 'we agreed', 'we will go with', "we'll go with", 'the plan is',
    'final answer', 'we are going with', "we're going with", 'decided to', 'agreed to',
    'мы решили', 'решили, что', 'договорились', 'приняли решение', 'остановились на', 'утвердили',
  ],
} as const
