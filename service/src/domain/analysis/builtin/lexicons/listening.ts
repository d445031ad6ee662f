/** Active-listening moves (EN + RU). */
export const LISTENING = {
  paraphrase: [
    "so what you're saying", 'so what you are saying', 'if i understand correctly', 'if i understood correctly', 'in other words',
    'so you mean', 'so you are saying', "so you're saying", 'let me make sure', 'to summarise', 'to summarize', 'so basically you',
    'if i hear you', 'sounds like you',
    'если я правильно понял*', 'правильно ли я понимаю', 'то есть вы', 'то есть ты', 'другими словами', 'иначе говоря',
    'вы имеете в виду', 'ты имеешь в виду', 'подытожу', 'резюмирую', 'получается',
  ],
  clarifying: [
    'what do you mean', 'could you clarify', 'can you clarify', 'could you explain', 'can you explain', 'can you give an example',
    'could you give an example', 'for example', 'tell me more', 'how exactly', 'what exactly', 'why did', 'how did', 'what happened',
    'что вы имеете в виду', 'что ты имеешь в виду', 'уточните', 'можете уточнить', 'поясните', 'например', 'расскажите подробнее',
    'как именно', 'что именно', 'почему', 'каким образом',
  ],
  acknowledgement: [
    'i see', 'got it', 'makes sense', 'that makes sense', 'understood', 'right', 'okay', 'i hear you', 'good point', 'interesting',
    'thank you', 'thanks', 'great',
    'понятно', 'понял*', 'ясно', 'хорошо', 'ага', 'угу', 'интересно', 'спасибо', 'отлично', 'логично',
  ],
} as const
