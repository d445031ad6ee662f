import { antecedentOf } from './antecedent.js'
import { findDue } from './due-dates.js'
import type { Reading, Said } from './sentences.js'

/** A task's words as a person writes them: pronouns resolved, Russian word order, French verbs, no due date words. */

/** Task text from a match group, located in the original sentence (folded text keeps offsets). */
export function groupText(x: Said, m: Record<string, string> & { at: number }, key: string): string {
  const value = m[key] ?? ''
  const at = x.folded.indexOf(value, m.at)
  return at < 0 ? value : x.s.text.slice(at, at + value.length)
}

/** Replaces an object pronoun or an empty "I'll do it" by what it refers to. */
export function resolve(r: Reading, x: Said, task: string, pro = ''): string {
  const { rules } = r
  const lower = task.toLowerCase()
  const m = rules.pronounTask.exec(lower)
  const objectPronoun = /(?:^|\s)(?:en|le|la|les|l')\s*$/u.test(pro)
  const words = task.split(/\s+/).filter(Boolean)
  const bare = !task || (words.length <= 1 && rules.genericVerb.test(lower))
  if (!m && !objectPronoun && !bare) return task
  const ante = antecedentOf(r, x.i)
  if (!ante) return bare ? '' : task
  const verb = m?.groups?.verb ?? m?.groups?.verb2 ?? words[0] ?? ''
  const rest = m ? task.slice(m[0].length - m.groups!.rest.length) : words.slice(1).join(' ')
  if (ante.vp && (bare || rules.genericVerb.test(verb))) return `${ante.vp} ${rest}`.trim()
  // "Can you write the release notes?" — "I can review them.": the speaker's own verb, the request's object.
  const object = ante.vp?.split(/\s+/).slice(1).join(' ')
  if (ante.vp && !ante.np) return object && m ? `${verb} ${object} ${rest}`.trim() : `${ante.vp} ${rest}`.trim()
  if (ante.np) {
    if (bare || rules.genericVerb.test(verb)) return `${ante.np} ${rest}`.trim()
    // French "je vous en fais livrer…": the infinitive after a generic verb carries the task.
    const inf = /^(\S+)\s+(\S+(?:er|ir|re))(?:\s+(.*))?$/u.exec(`${verb} ${rest}`)
    if (rules.lang === 'fr' && inf && rules.genericVerb.test(inf[1].toLowerCase()))
      return `${inf[2]} ${ante.np} ${inf[3] ?? ''}`.trim()
    return `${verb} ${ante.np} ${rest}`.trim()
  }
  return task
}

/** Russian puts objects before the verb ("Доступ я тебе выдам"): the verb first, then the object, then the rest. */
export function russianOrder(r: Reading, pre: string, task: string): string {
  const object = pre
    .replace(
      /(?<![\p{L}])(?:я|мы|тебе|вам|вас|ему|ей|им|тогда|и|да|ну|так|ладно|хорошо|давайте|же|сам|обязательно|уже|со своей стороны)(?![\p{L}])/giu,
      ' ',
    )
    .replace(/[,\s]+/g, ' ')
    .trim()
  if (!object) return task
  const [verb, ...rest] = task.split(/\s+/)
  // A sentence-initial capital is not part of the word ("Доступ я тебе выдам" → "выдам доступ").
  const lowered = /^\p{Lu}\p{Ll}/u.test(object) ? object[0].toLowerCase() + object.slice(1) : object
  return [verb, lowered, ...rest].join(' ')
}

export function frenchTask(task: string): string {
  return task.replace(/^(?:vais|occupe de|charge de|m'occupe de)\s+/iu, '').replace(/^(?:occupe|charge)\s*$/iu, '')
}

/** Strips the due date words (and their preposition) from a task; the date is shown beside it. */
export function withoutDue(r: Reading, task: string): string {
  const due = findDue(task, task.toLowerCase(), r.rules.lang, null)
  if (!due) return task
  const before = task
    .slice(0, due.start)
    .replace(/(?:\s|^)(?:by|until|before|on|до|к|в|во|на|d'ici|avant|pour|au plus tard|jusqu'à)\s*$/iu, '')
  return `${before} ${task.slice(due.end).replace(/^\s*au plus tard/iu, '')}`.replace(/\s+/g, ' ').trim()
}
