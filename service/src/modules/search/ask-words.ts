/**
 * The content words of a question: letters and digits only (so no web-search operator survives), lower-cased,
 * without the common words of the four interface languages, at most 12. The english, russian and french
 * configurations drop their own stop words too; Arabic and the rest use `simple`, which keeps them, hence the list.
 */
const STOP_WORDS = new Set(
  `a about an and are as at be but by can could did do does for from had has have how i if in into is it its me my
  of on or our so that the their them there these they this to us was we were what when where which who whom why
  will with would you your said say tell anything something
  и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по только ее мне было вот от меня
  еще нет о из ему теперь когда даже ну ли если уже или ни быть был него до вас нибудь опять уж вам ведь там потом
  себя ничего ей может они тут где есть надо ней для мы тебя их чем была сам чтобы без будто чего раз тоже себе под
  будет ж тогда кто этот того потому этого какой совсем ним здесь этом один почти мой тем чтоб нее сейчас были куда
  зачем всех никогда можно при наконец два об другой хоть после над больше тот через эти нас про всего них какая
  много разве три эту моя впрочем хорошо свою этой перед иногда лучше чуть том нельзя такой им более всегда конечно
  всю между говорили сказал
  le la les un une des du de d l et est en au aux ce ces cet cette que qui quoi quel quelle quels quelles dans pour
  par sur avec sans sous ne pas plus ou où il elle ils elles on nous vous je tu se sa son ses leur leurs mon ma mes
  a été être avoir fait dit comment pourquoi quand
  في من على إلى عن مع هل ما ماذا لماذا كيف متى أين التي الذي الذين هذا هذه ذلك تلك هو هي هم نحن أنا أنت و أو ثم
  قد لقد كان كانت يكون عند بعد قبل بين كل أي لا لم لن إن أن قال قالوا حول بشأن`
    .split(/\s+/)
    .filter(Boolean),
)

export const ASK_MAX_WORDS = 12

export function contentWords(question: string): string[] {
  const words = question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  const kept = words.filter((w) => (w.length > 1 || /\p{N}/u.test(w)) && !STOP_WORDS.has(w))
  return [...new Set(kept)].slice(0, ASK_MAX_WORDS)
}
