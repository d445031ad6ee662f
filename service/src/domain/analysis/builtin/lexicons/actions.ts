/** Commitment and next-step phrases that mark a sentence as an action item (EN + RU). */
export const ACTION_PHRASES = {
  action: [
    'i will', "i'll", 'we will', "we'll", "let's", 'let us', 'next step', 'next steps', 'action item', 'follow up', 'i am going to',
    "i'm going to", 'we are going to', "we're going to", 'i can send', 'i will send', 'please send', 'by friday', 'by monday',
    'by tomorrow', 'by the end of', 'by end of', 'by next week', 'deadline', 'to do',
    'сделаю', 'сделаем', 'давайте', 'давай', 'до пятницы', 'до понедельника', 'к пятнице', 'к понедельнику', 'до конца недели',
    'отправлю', 'пришлю', 'подготовлю', 'подготовим', 'следующий шаг', 'следующие шаги', 'возьму на себя', 'беру на себя',
    'напишу', 'позвоню', 'созвонимся', 'договоримся', 'назначу', 'проверю', 'поручаю', 'срок',
  ],
} as const

/** Due-date words recognised inside an action item. */
export const DUE_WORDS = {
  due: [
    'today', 'tomorrow', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'next week', 'end of day', 'end of the week',
    'end of month', 'eod', 'сегодня', 'завтра', 'понедельник*', 'вторник*', 'четверг*', 'пятниц*', 'среду', 'среды', 'среде', 'следующей неделе',
    'конца недели', 'конца месяца',
  ],
} as const
