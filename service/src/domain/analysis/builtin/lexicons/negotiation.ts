/** Negotiation moves (EN + RU). */
export const NEGOTIATION = {
  offer: [
    'we can offer', 'i can offer', 'our offer', 'we offer', 'we propose', 'i propose', 'how about', 'what about', 'i am asking for',
    "i'm asking for", 'i would need', "i'd need", 'i am looking for', "i'm looking for", 'we are prepared to', 'we could do',
    'i could do', 'the budget is', 'our budget', 'counter', 'counteroffer', 'counter-offer', 'could you get to',
    'can you get to', 'could you do', 'can you do', 'would you consider', 'could you go', 'can you go',
    'предлагаю', 'предлагаем', 'наше предложение', 'можем предложить', 'готовы предложить', 'хочу', 'прошу', 'рассчитываю',
    'бюджет', 'встречное предложение', 'а если', 'как насчет', 'можете ли', 'сможете ли',
  ],
  concession: [
    'we can accept', 'i can accept', 'i can go up to', 'we can go up to', 'we can meet you', 'meet you halfway', 'meet in the middle',
    'i could accept', 'we could accept', 'i can live with', 'we can live with', 'we can do', 'i can come down', 'we can move',
    'we can add', 'we are willing', "we're willing", "i'm willing", 'i am willing', 'fine, we', 'okay, we can', 'we can stretch',
    'готовы уступить', 'можем уступить', 'пойдем навстречу', 'пойти навстречу', 'идем навстречу', 'готовы снизить', 'можем снизить',
    'можем поднять', 'готовы поднять', 'готовы добавить', 'можем добавить', 'готов согласиться', 'готовы согласиться', 'могу согласиться',
    'компромисс*', 'так и быть',
  ],
  agreementReached: [
    'we have a deal', "it's a deal", 'deal', 'agreed', 'i accept', 'we accept', 'let us sign', "let's sign", 'we are aligned',
    "we're aligned", 'we have an agreement', 'happy to accept', 'shake on it', 'sounds good', 'that works for us', 'that works for me',
    'договорились', 'по рукам', 'принимаем', 'принимаю', 'согласен', 'согласна', 'согласны', 'подписываем', 'устраивает',
  ],
  rejection: [
    "can't accept", 'cannot accept', 'not acceptable', 'walk away', 'no deal', 'we decline', 'i decline', 'have to pass',
    'не можем согласиться', 'не могу согласиться', 'не устраивает', 'отказываемся', 'неприемлемо', 'не готовы',
  ],
} as const
