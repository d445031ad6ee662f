/** Negotiation moves (EN + RU). */
export const NEGOTIATION = {
  offer: [
    'we can offer', 'i can offer', 'our offer', 'we offer', 'we propose', 'i propose', 'how about', 'what about', 'i am asking for',
    "i'm asking for", 'i would need', "i'd need", 'i am looking for', "i'm looking for", 'we are prepared to', 'we could do',
    'i could do', 'the budget is', 'our budget', 'counter', 'counteroffer', 'counter-offer', 'could you get to',
    'can you get to', 'could you do', 'can you do', 'would you consider', 'could you go', 'can you go',
    'предлагаю', 'предлагаем', 'наше предложение', 'можем предложить', 'готовы предложить', 'хочу', 'прошу', 'рассчитываю',
    'бюджет', 'встречное предложение', 'а если', 'как насчет', 'можете ли', 'сможете ли',
    'could we meet at', 'can we meet at', 'meet at', 'would you accept', 'would you take', 'can we settle', 'could we settle',
    'settle at', 'could we agree', 'can we agree', 'what if we', 'our price', 'my price', 'we quote', 'the price is', 'we are asking',
    "we're asking", 'i would accept', 'i could accept', 'final offer', 'best offer', 'we can go', 'i can go',
    'сойдемся на', 'сойтись на', 'давайте на', 'готов на', 'готовы на', 'согласитесь на', 'можем сойтись', 'наша цена', 'моя цена',
    'последнее предложение', 'могу предложить', 'ожидаю', 'ожидания',
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

/** An amount only referred to, not proposed: a past price, a competitor's, the market's (EN + RU). */
export const MONEY_MENTION = {
  mention: [
    'last year', 'used to', 'we paid', 'we were paying', 'we pay', 'currently pay', 'currently paying', 'competitor', 'competitors',
    'market rate', 'the market', 'on average', 'average', 'previous contract', 'previously', 'was quoted', 'invoice', 'my current',
    'currently earn', 'currently make', 'i earn', 'i make',
    'в прошлом году', 'платили', 'платим', 'раньше', 'конкурент*', 'рынок', 'на рынке', 'в среднем', 'средн*', 'сейчас получаю',
    'текущ*', 'прошл* контракт*', 'получаю',
  ],
} as const
