import type { TranscriptFeatures } from '../features.js'
import { fold, rulesFor, type Rules } from '../lang/index.js'
import type { Sentence } from '../text.js'

/** The sentences of a transcript with what the commitment and decision passes need of each, computed once. */
export interface Said {
  s: Sentence
  i: number
  speaker: string
  folded: string
  /** Tokens: a sentence of one or two words ("OK.", "Right.") carries no task of its own. */
  size: number
}

export interface Reading {
  rules: Rules
  said: Said[]
  /** First names (and full names) of the participants, folded, to their speaker label. */
  people: Map<string, string>
}

export function readingOf(f: TranscriptFeatures): Reading | null {
  const rules = rulesFor(f.language)
  if (!rules) return null
  const said = f.sentences.map((s, i) => ({
    s,
    i,
    speaker: f.segments[s.seg].speaker,
    folded: fold(s.text),
    size: s.tokens.length,
  }))
  const people = new Map<string, string>()
  for (const p of f.speakers) {
    people.set(fold(p), p)
    const first = fold(p.split(/\s+/)[0] ?? '')
    if (first.length > 1 && !people.has(first)) people.set(first, p)
    // People are addressed by the short form of their name ("Катя" for Екатерина, "Mike" for Michael).
    for (const short of SHORT_NAMES[first] ?? []) if (!people.has(short)) people.set(short, p)
  }
  return { rules, said, people }
}

/** The sentences of the next turn by someone else than `speaker` after sentence `i`, or by `who` within three turns. */
export function replyTo(r: Reading, i: number, speaker: string, who?: string): Said[] {
  const seg = r.said[i].s.seg
  let turns = 0
  let current = -1
  const out: Said[] = []
  for (let j = i + 1; j < r.said.length; j++) {
    const x = r.said[j]
    if (x.s.seg !== current) {
      if (out.length) return out
      current = x.s.seg
      if (x.s.seg !== seg && x.speaker !== speaker) turns++
      if (turns > (who ? 3 : 1)) return out
    }
    if (x.speaker === speaker) continue
    if (!who || x.speaker === who) out.push(x)
  }
  return out
}

/** The groups of the first pattern that matches, with the offset where the match starts. */
export function firstMatch(patterns: RegExp[], text: string): (Record<string, string> & { at: number }) | null {
  for (const re of patterns) {
    re.lastIndex = 0
    const m = re.exec(text)
    if (m) return { ...(m.groups ?? {}), at: m.index } as Record<string, string> & { at: number }
  }
  return null
}

/** Common short forms of first names, by the full name (folded). */
const SHORT_NAMES: Record<string, string[]> = {
  екатерина: ['катя'],
  александр: ['саша'],
  александра: ['саша'],
  мария: ['маша'],
  дмитрий: ['дима'],
  евгений: ['женя'],
  евгения: ['женя'],
  елена: ['лена'],
  ольга: ['оля'],
  татьяна: ['таня'],
  сергей: ['серёжа', 'сережа'],
  михаил: ['миша'],
  николай: ['коля'],
  павел: ['паша'],
  анастасия: ['настя'],
  юлия: ['юля'],
  анна: ['аня'],
  владимир: ['вова', 'володя'],
  константин: ['костя'],
  алексей: ['лёша', 'леша'],
  иван: ['ваня'],
  наталья: ['наташа'],
  светлана: ['света'],
  виктория: ['вика'],
  ирина: ['ира'],
  michael: ['mike'],
  robert: ['bob', 'rob'],
  william: ['will', 'bill'],
  katherine: ['kate', 'kathy'],
  catherine: ['kate', 'cathy'],
  elizabeth: ['liz', 'beth'],
  alexander: ['alex'],
  alexandra: ['alex'],
  daniel: ['dan'],
  thomas: ['tom'],
  jennifer: ['jen'],
  christopher: ['chris'],
  nicholas: ['nick'],
  benjamin: ['ben'],
  samuel: ['sam'],
  joseph: ['joe'],
  james: ['jim'],
  richard: ['rick'],
  frédéric: ['fred'],
  nicolas: ['nico'],
}
