import type { Lang } from './detect.js'

/**
 * What a language's speakers say when they take on a task, ask someone for one, decide or agree. Every pattern runs
 * on the folded sentence (lower case, "ё" as "е", typographic apostrophes straightened), which keeps the sentence's
 * length, so group offsets cut the original text. Named groups: `task` (what is to be done), `name` (a person
 * addressed or named), `d` (a decision's content), `pro` (object pronouns before a French verb), `verb`.
 */
export interface Rules {
  lang: Lang
  /** First person taking a task on ("I'll send…", "пришлю…", "je vous envoie…"). */
  commitment: RegExp[]
  /** A first-person verb the commitment pattern caught that is not a task ("I can live with…", "je préfère…"). */
  notTask: RegExp
  /** "We will run the training…": a task only when the speaker then asks when it suits the other side. */
  weCommitment: RegExp[]
  /** Asking someone ("Priya, can you…", "Сергей, подготовь…", "tu peux…"). */
  request: RegExp[]
  /** "Who can…?": the next speaker who takes it on owns it. */
  who: RegExp
  /** "We need a lint rule…", "нужно…", "il faut…": what a later "I'll do it" refers to. */
  need: RegExp[]
  /** "<Name> will…": a task for a named participant. */
  named: RegExp
  /** Before a commitment, these make it conditional or hypothetical. */
  hypothetical: RegExp
  acceptance: RegExp
  rejection: RegExp
  /** A short sentence that only agrees ("Deal.", "Договорились!", "Ça me va."). */
  agreement: RegExp
  decision: RegExp[]
  /**
   * A leader's declarative resolution after a discussion: a closing word ("OK,", "So", "Нет,", "Bon,") then a
   * present-tense clause whose subject is "we" or participants ("OK, Liam and Olivia go to Berlin", «Нет, тестируем
   * своими силами», "Alors on lance la bêta lundi"). Groups: `d` (the content), `subj` (names, when any).
   */
  resolution: RegExp
  /** A speaker's own wish or expectation ("I'm looking for…", «хотел бы…», "je souhaiterais…"): never a decision. */
  wish: RegExp
  /** "To sum up: A, B and C": each item of the list is a decision. Group `d`: the list. */
  recap: RegExp
  /** "Let's …" / "давайте …" / "partons sur …": a decision when accepted. */
  letUs: RegExp
  /** "Let's get going", "давайте начнём": not decisions. */
  notDecision: RegExp
  /** A task that starts with an object pronoun ("it", "that change") and needs the thing it refers to. */
  pronounTask: RegExp
  /** Verbs that say nothing of the task themselves ("do it", "handle it", "сделаю"). */
  genericVerb: RegExp
  /** "When works for you?": the reply's date is the task's date. */
  schedule: RegExp
  /** Where a task or decision clause ends ("…, so nobody reopens this"). */
  cut: RegExp
  /** Leading words that are not part of a task or decision ("OK, so", "Тогда", "Donc"). */
  lead: RegExp
  greeting: RegExp
  open: RegExp
  /** A story told in the past ("we went through it and agreed…"): not a decision of this meeting. */
  past: RegExp
  /** Puts something on the table ("I recommend…", "how about…", "могу дать…"): what a bare "Deal." agrees to. */
  proposal: RegExp
  /** "How would you…?": a question about a case, not a request. */
  whQuestion: RegExp
}

/** Whole-word boundaries that work for Cyrillic and accented letters too (`\b` is ASCII-only). */
export const B = String.raw`(?<![\p{L}\p{N}])`
export const E = String.raw`(?![\p{L}\p{N}])`
export const words = (list: string) =>
  `(?:${list
    .trim()
    .split(/\s*\|\s*|\s+/)
    .join('|')})`
