import * as chrono from 'chrono-node'
import type { Lang } from '../lang/index.js'
import { B, E } from '../lang/rules.js'

/**
 * Due dates as said ("by Friday", "до конца недели", "d'ici jeudi") and as a date, resolved against the meeting's
 * day. Weekdays mean the next such day after the meeting; "this week" and "end of the week" its Friday; "next
 * week" the Friday of the week after (a person writing the minutes puts the last working day); "early next week"
 * that Monday; "end of the month" its last day. A said date ("15 September", "20 марта") goes through chrono-node.
 * When several are said, one after "by"/"до"/"d'ici" wins over a bare one ("feedback from today by Friday" is
 * due Friday), and among equals the last.
 */
export interface Due {
  /** The words as said, without the preposition. */
  said: string
  /** YYYY-MM-DD, or null without a meeting date. */
  date: string | null
  /** Where the words are in the text (for cutting them out of a task). */
  start: number
  end: number
}

type Resolve = (day: Date, m: RegExpExecArray) => Date
const add = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000)
const iso = (d: Date) => d.toISOString().slice(0, 10)
/** Monday = 0 … Sunday = 6. */
const weekday = (d: Date) => (d.getUTCDay() + 6) % 7
const thisWeek = (day: Date, wd: number) => add(day, wd - weekday(day))
const nextWeek = (day: Date, wd: number) => add(day, 7 + wd - weekday(day))
/** The next such weekday after the meeting day (a week on when it is that day). */
const coming = (day: Date, wd: number) => add(day, (wd - weekday(day) + 7) % 7 || 7)
const dayOfMonth = (day: Date, n: number) => {
  const here = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), n, 12))
  return n >= day.getUTCDate() ? here : new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, n, 12))
}
const endOfMonth = (day: Date) => new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0))

const DAY_NAMES: Record<Lang, string[][]> = {
  en: [['monday'], ['tuesday'], ['wednesday'], ['thursday'], ['friday'], ['saturday'], ['sunday']],
  ru: [
    ['понедельник', 'понедельника', 'понедельнику'],
    ['вторник', 'вторника', 'вторнику'],
    ['среду', 'среды', 'среде', 'среда'],
    ['четверг', 'четверга', 'четвергу'],
    ['пятницу', 'пятницы', 'пятнице', 'пятница'],
    ['субботу', 'субботы', 'субботе'],
    ['воскресенье', 'воскресенья'],
  ],
  fr: [['lundi'], ['mardi'], ['mercredi'], ['jeudi'], ['vendredi'], ['samedi'], ['dimanche']],
  ar: [],
}
const dayIndex = (lang: Lang, word: string) => DAY_NAMES[lang].findIndex((forms) => forms.includes(word))
const dayAlt = (lang: Lang) => DAY_NAMES[lang].flat().join('|')

/** Each rule: a pattern (on folded text; group `w` holds a weekday when there is one) and how it resolves. */
function rules(lang: Lang): [RegExp, Resolve][] {
  const D = dayAlt(lang)
  const wd = (m: RegExpExecArray) => dayIndex(lang, m.groups!.w)
  const r = (s: string) => new RegExp(`${B}${s}${E}`, 'gu')
  if (lang === 'en')
    return [
      [r(String.raw`(?:the )?end of (?:the )?day|eod|today|tonight|this (?:afternoon|evening|morning)`), (d) => d],
      [r(String.raw`tomorrow(?: (?:morning|afternoon|evening))?`), (d) => add(d, 1)],
      [r(String.raw`(?:the )?end of next week`), (d) => nextWeek(d, 4)],
      [r(String.raw`early next week`), (d) => nextWeek(d, 0)],
      [
        r(String.raw`(?<w>${D}) next week|next (?<w2>${D})`),
        (d, m) => nextWeek(d, dayIndex(lang, m.groups!.w ?? m.groups!.w2)),
      ],
      [r(String.raw`next week`), (d) => nextWeek(d, 4)],
      [r(String.raw`(?:the )?end of (?:the |this )?week|this week`), (d) => thisWeek(d, 4)],
      [r(String.raw`(?:the )?end of (?:the |this )?month`), (d) => endOfMonth(d)],
      [r(String.raw`(?:this )?(?<w>${D})(?: (?:morning|afternoon|evening))?`), (d, m) => coming(d, wd(m))],
      // "by the 17th": that day of this month, or of the next when it has passed.
      [
        r(String.raw`the (?<n>[12]?\d|3[01])(?:st|nd|rd|th)(?! of [a-z])`),
        (d, m) => dayOfMonth(d, Number(m.groups!.n)),
      ],
    ]
  if (lang === 'ru')
    return [
      [r(String.raw`сегодня(?: же)?(?: (?:вечером|после обеда|днем))?|до конца дня`), (d) => d],
      [r(String.raw`послезавтра`), (d) => add(d, 2)],
      [r(String.raw`завтра(?: утром| вечером)?`), (d) => add(d, 1)],
      [r(String.raw`до конца следующей недели`), (d) => nextWeek(d, 4)],
      [
        r(
          String.raw`на следующей неделе,? (?:в|во) (?<w>${D})|(?:в|во) (?<w2>${D}) на следующей неделе|в следующ(?:ий|ую|ее) (?<w3>${D})`,
        ),
        (d, m) => nextWeek(d, dayIndex(lang, m.groups!.w ?? m.groups!.w2 ?? m.groups!.w3)),
      ],
      [r(String.raw`на следующей неделе`), (d) => nextWeek(d, 4)],
      [r(String.raw`до конца недели|на этой неделе|к концу недели`), (d) => thisWeek(d, 4)],
      [r(String.raw`до конца месяца|в конце месяца|к концу месяца`), (d) => endOfMonth(d)],
      [r(String.raw`(?:в|во|до|к|ко) (?<w>${D})`), (d, m) => coming(d, wd(m))],
    ]
  if (lang === 'fr')
    return [
      [r(String.raw`aujourd'hui|ce soir|ce midi|cet après-midi|dans la journée`), (d) => d],
      [r(String.raw`après-demain`), (d) => add(d, 2)],
      [r(String.raw`demain(?: matin| soir| après-midi)?`), (d) => add(d, 1)],
      [r(String.raw`(?:la )?fin de la semaine prochaine`), (d) => nextWeek(d, 4)],
      [r(String.raw`début de la semaine prochaine`), (d) => nextWeek(d, 0)],
      [r(String.raw`(?<w>${D}) prochain`), (d, m) => nextWeek(d, wd(m))],
      [r(String.raw`la semaine prochaine`), (d) => nextWeek(d, 4)],
      [r(String.raw`cette semaine|(?:la )?fin de (?:la|cette) semaine`), (d) => thisWeek(d, 4)],
      [r(String.raw`(?:la )?fin du mois`), (d) => endOfMonth(d)],
      [r(String.raw`(?<w>${D})(?: matin| soir| après-midi)?`), (d, m) => coming(d, wd(m))],
    ]
  return []
}

const PREP: Record<Lang, RegExp> = {
  en: /(?:by|until|before|no later than|due)\s+(?:the\s+)?$/u,
  ru: /(?:до|к|не позже|не позднее)\s+$/u,
  fr: /(?:d'ici|avant|pour|jusqu'à|au plus tard)\s+(?:la\s+|le\s+)?$/u,
  ar: /$^/u,
}
/** "from today", "today's", "de aujourd'hui": the day something happened, not when it is due. */
const NOT_DUE: Record<Lang, RegExp> = {
  en: /(?:from|of|since)\s+$/u,
  ru: /(?:с|со|от)\s+$/u,
  fr: /(?:de|depuis|d')\s*$/u,
  ar: /$^/u,
}
const MONTH =
  /jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|янв|фев|мар|апр|ма[йяе]|июн|июл|авг|сен|окт|ноя|дек|janv|févr|mars|avr|mai|juin|juil|août|sept|déc/iu
const CACHE = new Map<Lang, [RegExp, Resolve][]>()
const CHRONO = { en: chrono.en, ru: chrono.ru, fr: chrono.fr } as const

export function findDue(text: string, folded: string, lang: Lang, meetingDate: string | null): Due | null {
  if (lang === 'ar') return null
  let list = CACHE.get(lang)
  if (!list) CACHE.set(lang, (list = rules(lang)))
  const day = meetingDate ? new Date(`${meetingDate.slice(0, 10)}T12:00:00Z`) : null
  const found: (Due & { rank: number })[] = []
  const taken: [number, number][] = []
  for (const [re, resolve] of list) {
    re.lastIndex = 0
    for (let m = re.exec(folded); m; m = re.exec(folded)) {
      const start = m.index
      const end = start + m[0].length
      if (taken.some(([a, b]) => start < b && end > a)) continue
      taken.push([start, end])
      const before = folded.slice(Math.max(0, start - 24), start)
      if (NOT_DUE[lang].test(before) || folded.slice(end, end + 2) === "'s") continue
      const date = day && !Number.isNaN(day.getTime()) ? iso(resolve(day, m)) : null
      found.push({ said: text.slice(start, end), date, start, end, rank: PREP[lang].test(before) ? 2 : 1 })
    }
  }
  // An explicit calendar date ("15 September", "20 марта") when no relative words were said.
  if (!found.length) {
    const ref = day && !Number.isNaN(day.getTime()) ? day : new Date(0)
    const hit = CHRONO[lang]
      .parse(text, ref, { forwardDate: true })
      // chrono-node's Russian parser reads a bare "дней" ("в течение трёх рабочих дней") as a date: a date names a day or a month.
      .find((p) => p.start.isCertain('month') && (/\d/u.test(p.text) || MONTH.test(p.text)))
    if (hit) {
      const date = day ? iso(hit.start.date()) : null
      found.push({ said: hit.text, date, start: hit.index, end: hit.index + hit.text.length, rank: 1 })
    }
  }
  if (!found.length) return null
  const best = found.reduce((a, b) => (b.rank > a.rank || (b.rank === a.rank && b.start > a.start) ? b : a))
  return { said: best.said, date: best.date, start: best.start, end: best.end }
}
