import type { TranscriptFeatures } from './features.js'
import { addressTokens, isWord, nameWords } from './key-phrases.js'

export interface Chapter {
  /** Index of the chapter's first segment in the transcript. */
  firstSegment: number
  lastSegment: number
  startMs: number
  endMs: number
  /** Up to three phrases said in the chapter, most distinctive first, as spoken (the transcript's language). */
  keyPhrases: string[]
  /** The first two phrases, or '' when the chapter has none to offer (the screen then numbers it). */
  title: string
}

/** Content words a side of a gap is compared on: about a minute of talk. */
const WINDOW_WORDS = 40
const MAX_CHAPTERS = 12
/** A chapter lasts at least this long, and at least 1/MAX_CHAPTERS of the meeting. */
const MIN_CHAPTER_MS = 60_000
/** …and holds at least this many content words, so a long silence is not a chapter. */
const MIN_CHAPTER_WORDS = 40

/**
 * Words are compared by their first six letters after the Arabic article: "budget"/"budgets", "бюджет"/"бюджета",
 * "الميزانية"/"ميزانية" meet. Crude, but it is the same for every language the engine reads and costs nothing.
 */
const stemOf = (w: string) => w.replace(/^(?:وال|بال|فال|ال)(?=\p{L}{3})/u, '').slice(0, 6)

interface Term {
  stem: string
  /** Where the word was said: segment, then character offsets in its text. */
  seg: number
  start: number
  end: number
  /** The next content word follows it directly in the same sentence (so the two may form a phrase). */
  joinsNext: boolean
}

/** Each segment's content words, in order. */
function termsBySegment(f: TranscriptFeatures): Term[][] {
  const names = nameWords(f)
  return f.bySegment.map((sentences, seg) => {
    const out: Term[] = []
    for (const s of sentences) {
      const skip = addressTokens(s)
      let previous: Term | null = null
      s.tokens.forEach((t, i) => {
        if (skip.has(i) || !isWord(t.norm) || names.has(t.norm)) {
          previous = null
          return
        }
        const term: Term = { stem: stemOf(t.norm), seg, start: t.start, end: t.end, joinsNext: false }
        if (previous) previous.joinsNext = true
        previous = term
        out.push(term)
      })
    }
    return out
  })
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0
  let na = 0
  let nb = 0
  for (const [k, v] of a) {
    na += v * v
    const w = b.get(k)
    if (w) dot += v * w
  }
  for (const v of b.values()) nb += v * v
  return na && nb ? dot / Math.sqrt(na * nb) : 0
}

/** Counts of the stems in segments walked from `from` by `step` until `WINDOW_WORDS` words are gathered. */
function window(terms: Term[][], from: number, step: 1 | -1): Map<string, number> {
  const counts = new Map<string, number>()
  let words = 0
  for (let i = from; i >= 0 && i < terms.length && words < WINDOW_WORDS; i += step) {
    for (const t of terms[i]) counts.set(t.stem, (counts.get(t.stem) ?? 0) + 1)
    words += terms[i].length
  }
  return counts
}

/**
 * TextTiling's depth score per gap (gap g lies before segment g): how far the lexical similarity of the talk on
 * either side dips below the nearest peaks to its left and right. A deep valley is a change of subject.
 */
function gapDepths(terms: Term[][]): number[] {
  const n = terms.length
  const raw = new Array<number>(n).fill(0)
  for (let g = 1; g < n; g++) raw[g] = cosine(window(terms, g - 1, -1), window(terms, g, 1))
  // One step of smoothing, so a single off-topic remark does not read as a valley.
  const sim = raw.map((v, g) => (g === 0 ? 0 : (raw[Math.max(1, g - 1)] + v + raw[Math.min(n - 1, g + 1)]) / 3))
  const depth = new Array<number>(n).fill(0)
  for (let g = 1; g < n; g++) {
    let left = sim[g]
    for (let i = g - 1; i >= 1 && sim[i] >= left; i--) left = sim[i]
    let right = sim[g]
    for (let i = g + 1; i < n && sim[i] >= right; i++) right = sim[i]
    depth[g] = left - sim[g] + (right - sim[g])
  }
  return depth
}

/** The gaps that become chapter starts: deepest first, each leaving chapters of the minimum length on both sides. */
function boundaries(f: TranscriptFeatures, terms: Term[][]): number[] {
  const segs = f.segments
  const n = segs.length
  const first = segs[0].startMs
  const last = segs.reduce((m, s) => Math.max(m, s.endMs), 0)
  const minMs = Math.max(MIN_CHAPTER_MS, (last - first) / MAX_CHAPTERS)
  // Content words before each segment, to measure a chapter's words in O(1).
  const wordsBefore = [0]
  for (const t of terms) wordsBefore.push(wordsBefore[wordsBefore.length - 1] + t.length)
  const long = (a: number, b: number) =>
    (segs[b - 1].endMs || segs[b - 1].startMs) - segs[a].startMs >= minMs &&
    wordsBefore[b] - wordsBefore[a] >= MIN_CHAPTER_WORDS
  if (n < 2 || !long(0, n)) return []

  const depth = gapDepths(terms)
  const gaps = depth.slice(1)
  const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length
  const sd = Math.sqrt(gaps.reduce((a, b) => a + (b - mean) ** 2, 0) / gaps.length)
  const cutoff = Math.max(0.05, mean - sd / 2)
  const candidates = gaps
    .map((d, i) => ({ g: i + 1, d }))
    .filter((c) => c.d > cutoff)
    .sort((a, b) => b.d - a.d || a.g - b.g)
  const chosen: number[] = []
  for (const { g } of candidates) {
    if (chosen.length >= MAX_CHAPTERS - 1) break
    const before = Math.max(0, ...chosen.filter((c) => c < g))
    const after = Math.min(n, ...chosen.filter((c) => c > g))
    if (long(before, g) && long(g, after)) chosen.push(g)
  }
  return chosen.sort((a, b) => a - b)
}

/** Cuts the phrase as it was said, when it is only words and spaces (a comma between them makes no title). */
function surface(f: TranscriptFeatures, a: Term, b: Term): string {
  const text = f.segments[a.seg].text.slice(a.start, b.end)
  return /^[\p{L}\p{M}\p{N}'’-]+(?: [\p{L}\p{M}\p{N}'’-]+)*$/u.test(text) ? text : ''
}

/**
 * Each chapter's phrases (one or two content words in a row; a pair counts double, being the more specific name),
 * ranked by how often the chapter says them and how few other chapters do: the words that set it apart, not the meeting's subject that runs through all of them.
 */
function chapterPhrases(f: TranscriptFeatures, terms: Term[][], spans: [number, number][]): string[][] {
  const perChapter = spans.map(([a, b]) => {
    const counts = new Map<string, { count: number; forms: Map<string, number>; stems: string[] }>()
    for (let s = a; s < b; s++) {
      const list = terms[s]
      list.forEach((t, i) => {
        const grams: [string[], Term][] = [[[t.stem], t]]
        if (t.joinsNext && i + 1 < list.length) grams.push([[t.stem, list[i + 1].stem], list[i + 1]])
        for (const [stems, end] of grams) {
          const key = stems.join(' ')
          let c = counts.get(key)
          if (!c) counts.set(key, (c = { count: 0, forms: new Map(), stems }))
          c.count++
          const form = surface(f, t, end)
          if (form) c.forms.set(form, (c.forms.get(form) ?? 0) + 1)
        }
      })
    }
    // The form said most often, the shorter among equals: "review" rather than a first "reviewed".
    return new Map(
      [...counts].map(([key, c]) => {
        let text = ''
        let best = 0
        for (const [form, n] of c.forms)
          if (n > best || (n === best && form.length < text.length)) [text, best] = [form, n]
        return [key, { count: c.count, text, stems: c.stems }]
      }),
    )
  })
  const chaptersWith = new Map<string, number>()
  for (const counts of perChapter)
    for (const key of counts.keys()) chaptersWith.set(key, (chaptersWith.get(key) ?? 0) + 1)
  return perChapter.map((counts) => {
    const ranked = [...counts]
      .filter(([, c]) => c.text && c.count >= 2)
      .map(([key, c]) => ({
        key,
        c,
        score: c.count * c.stems.length * Math.log(1 + perChapter.length / chaptersWith.get(key)!),
      }))
      .sort((x, y) => y.score - x.score || (x.key < y.key ? -1 : 1))
    const chosen: typeof ranked = []
    for (const r of ranked) {
      if (chosen.length >= 3) break
      // "budget review" and "budget" say the same thing twice: a phrase sharing a word with a chosen one is skipped.
      if (!chosen.some((c) => c.c.stems.some((s) => r.c.stems.includes(s)))) chosen.push(r)
    }
    return chosen.map((r) => r.c.text)
  })
}

function titleOf(phrases: string[], lang: TranscriptFeatures['language']): string {
  const title = phrases.slice(0, 2).join(lang === 'ar' ? '، ' : ', ')
  return title ? title.charAt(0).toLocaleUpperCase(lang) + title.slice(1) : ''
}

/**
 * The meeting's outline: the transcript split where the vocabulary shifts (TextTiling over windows of about forty
 * content words on either side of each gap between utterances), each chapter at least a minute and a twelfth of the
 * meeting long, titled by its most distinctive phrases. Deterministic and linear in the transcript's length.
 */
export function chapters(f: TranscriptFeatures): Chapter[] {
  const segs = f.segments
  if (!segs.length) return []
  const terms = termsBySegment(f)
  const starts = [0, ...boundaries(f, terms)]
  const spans = starts.map((a, i): [number, number] => [a, starts[i + 1] ?? segs.length])
  const phrases = chapterPhrases(f, terms, spans)
  return spans.map(([a, b], i) => ({
    firstSegment: a,
    lastSegment: b - 1,
    startMs: segs[a].startMs,
    endMs: segs.slice(a, b).reduce((m, s) => Math.max(m, s.endMs), segs[a].startMs),
    keyPhrases: phrases[i],
    title: titleOf(phrases[i], f.language),
  }))
}
