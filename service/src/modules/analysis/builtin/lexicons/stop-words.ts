import { createRequire } from 'node:module'

/** stopwords-iso ships one JSON object of lists by ISO 639-1 code. */
const ISO = createRequire(import.meta.url)('stopwords-iso') as Record<'en' | 'ru' | 'fr' | 'ar', string[]>

/** Function words excluded from key phrases (EN + RU); kept as a Set for O(1) checks in the n-gram pass. */
const EN = `a about above after again against all also am an and any are aren't as at be because been before being below
between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each few for from
further had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself him himself his how how's
i i'd i'll i'm i've if in into is isn't it it's its itself let's me more most mustn't my myself no nor not of off on once only
or other ought our ours ourselves out over own same shan't she she'd she'll she's should shouldn't so some such than that
that's the their theirs them themselves then there there's these they they'd they'll they're they've this those through to
too under until up very was wasn't we we'd we'll we're we've were weren't what what's when when's where where's which while
who who's whom why why's with won't would wouldn't you you'd you'll you're you've your yours yourself yourselves yes yeah
okay ok right well just really think know like get got go going gonna want one two also maybe thing things lot bit sure
um uh er erm hmm actually basically literally mean said say see kind sort still much many even need will shall may might must
thank thanks good great oh hi hello let us way make made come take put look back now today send time
oui non bonjour merci voilà alors bon euh ben d'accord parfait salut très bien`
const RU = `и в во не что он на я с со как а то все всё она так его но да ты к у же вы за бы по только ее её мне было вот от
меня еще ещё нет о из ему теперь когда даже ну вдруг ли если уже или ни быть был него до вас нибудь опять уж вам ведь там потом
себя ничего ей может они тут где есть надо ней для мы тебя их чем была сам чтоб без будто чего раз тоже себе под будет ж тогда
кто этот того потому этого какой совсем ним здесь этом один почти мой тем чтобы нее сейчас были куда зачем всех никогда можно
при наконец два об другой хоть после над больше тот через эти нас про всего них какая много разве три эту моя впрочем хорошо
свою этой перед иногда лучше чуть том нельзя такой им более всегда конечно всю между это эта эти этот вообще типа короче значит
как-то просто очень давайте давай спасибо да ага угу так скажем думаю знаю вами нам нами наш наша наши ваш ваша ваши свой
сказать хочу хотим можем могу нужно будем буду есть также либо`
/**
 * Our conversational words ("yeah", "короче") plus stopwords-iso's lists for the languages the engine reads, so a
 * topic is never "every", "très" or "которые".
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  [...`${EN} ${RU}`.split(/\s+/), ...ISO.en, ...ISO.ru, ...ISO.fr, ...ISO.ar]
    .filter(Boolean)
    .map((w) => w.toLowerCase().replace(/ё/g, 'е').replace(/’/g, "'")),
)

/** Numbers said in words are not key phrases ("ten", "twenty", "тысяч"). */
export const NUMBER_WORDS = new Set(
  `zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen
sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million billion
first second third fourth fifth half dozen percent
ноль один одна одно два две три четыре пять шесть семь восемь девять десять одиннадцать двенадцать тринадцать четырнадцать
пятнадцать шестнадцать семнадцать восемнадцать девятнадцать двадцать тридцать сорок пятьдесят шестьдесят семьдесят
восемьдесят девяносто сто двести триста четыреста пятьсот тысяча тысячи тысяч миллион миллиона миллионов млн тыс процент
процента процентов первый второй третий половина`
    .split(/\s+/)
    .filter(Boolean),
)

/**
 * Calendar words are when, not what: "next week", "Friday" belong to action items' due dates, not to the
 * topics of a conversation.
 */
export const CALENDAR_WORDS = new Set(
  `monday tuesday wednesday thursday friday saturday sunday today tomorrow yesterday tonight morning afternoon evening
week weeks weekend month months year years next last later soon earlier
понедельник вторник среда среду четверг пятница пятницу суббота субботу воскресенье сегодня завтра вчера утром вечером
неделя неделе неделю недели месяц месяца году год следующей следующий следующая прошлой позже скоро
lundi mardi mercredi jeudi vendredi samedi dimanche semaine semaines mois demain aujourd'hui hier prochain prochaine matin soir`
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.replace(/ё/g, 'е')),
)
