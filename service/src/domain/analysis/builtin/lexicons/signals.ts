/** Lexicon signals shown in every report (EN + RU). A trailing `*` matches any ending. */
export const SIGNALS = {
  confidence: [
    'i am sure', "i'm sure", 'i am confident', "i'm confident", 'definitely', 'certainly', 'clearly', 'absolutely',
    'i know', 'without doubt', 'i led', 'i delivered', 'i built', 'i decided', 'i made sure', 'we achieved', 'proven',
    'уверен*', 'точно', 'безусловно', 'однозначно', 'несомненно', 'я знаю', 'я руководил*', 'я сделал*', 'я запустил*', 'я добил*',
  ],
  hesitation: [
    'i guess', 'i suppose', 'not sure', "i'm not sure", 'maybe', 'perhaps', 'probably', 'i think maybe', 'hard to say',
    "i don't know", 'kind of', 'sort of', 'i would say', 'possibly',
    'наверное', 'может быть', 'возможно', 'не знаю', 'не уверен*', 'сложно сказать', 'трудно сказать', 'вроде', 'как бы', 'пожалуй',
  ],
  agreement: [
    'i agree', 'agreed', 'exactly', 'that makes sense', 'sounds good', 'fair enough', 'good point', 'deal', 'works for me',
    "that's right", 'absolutely right', 'of course',
    'соглас*', 'договорились', 'верно', 'точно так', 'хорошая идея', 'подходит', 'принимается', 'по рукам', 'конечно', 'разумно',
  ],
  objection: [
    'but', 'however', 'i disagree', "i don't agree", 'the problem is', 'concern', 'concerned', 'not acceptable', "can't accept",
    'too high', 'too low', 'too expensive', 'too much', 'unfortunately', 'the issue is', 'on the other hand', 'not convinced',
    'но', 'однако', 'не соглас*', 'проблема в том', 'дорого', 'слишком', 'к сожалению', 'не устраивает', 'не подходит', 'возражаю', 'сомнева*',
  ],
  empathy: [
    'i understand', 'i hear you', 'i see your point', 'that must be', 'i appreciate', 'thank you for', 'i can imagine',
    'how do you feel', 'that sounds difficult', 'makes sense to me', 'glad', 'sorry to hear',
    'понимаю', 'я вас понимаю', 'я тебя понимаю', 'ценю', 'спасибо за', 'сочувствую', 'представляю', 'как вы себя чувствуете', 'рад*',
  ],
} as const
export type SignalName = keyof typeof SIGNALS
export const SIGNAL_NAMES = Object.keys(SIGNALS) as SignalName[]
