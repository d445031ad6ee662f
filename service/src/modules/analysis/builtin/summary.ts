import type { Evidence } from '../types.js'
import { actionItems, decisions, openItems } from './action-items.js'
import { evidence, memo, speakerOf, type TranscriptFeatures } from './features.js'
import { fold, rulesFor } from './lang/index.js'
import { lexiconHits, matcherFor } from './lexicon-hits.js'
import { ACTION_PHRASES } from './lexicons/actions.js'
import { STOP_WORDS } from './lexicons/stop-words.js'
import { findMoney } from './money.js'
import type { Sentence } from './text.js'

/**
 * Extractive summary: sentences are scored by the transcript-wide frequency of their content words (normalised by
 * length so long rambles do not win), with a bonus for the sentences that carry a decision, a commitment or a
 * number; greetings and questions never make it. The best ones are returned verbatim, in the order they were said.
 */
export function highlights(
  f: TranscriptFeatures,
  count = f.totalWords > 2500 ? 5 : 3,
  only?: string,
): { sentence: Sentence; evidence: Evidence }[] {
  return memo(f, `highlights:${count}:${only ?? ''}`, () => {
    const tf = new Map<string, number>()
    for (const s of f.sentences)
      for (const t of s.tokens)
        if (!STOP_WORDS.has(t.norm) && t.norm.length > 2) tf.set(t.norm, (tf.get(t.norm) ?? 0) + 1)
    const actionSentences = new Set(lexiconHits(f, 'actions', matcherFor(ACTION_PHRASES)).map((h) => h.sentence))
    const decided = new Set(decisions(f).flatMap((d) => d.quotes.map((q) => `${q.startMs}\u0000${q.quote}`)))
    const greeting = rulesFor(f.language)?.greeting
    const scored: { s: Sentence; score: number; order: number }[] = []
    f.sentences.forEach((s, order) => {
      const n = s.tokens.length
      if (n < 6 || n > 45 || s.question || (only && speakerOf(f, s) !== only)) return
      if (greeting?.test(fold(s.text))) return
      let sum = 0
      const seen = new Set<string>()
      for (const t of s.tokens) {
        if (seen.has(t.norm)) continue
        seen.add(t.norm)
        const c = tf.get(t.norm)
        if (c && c > 1) sum += Math.log2(1 + c)
      }
      const isDecision = decided.has(`${f.segments[s.seg].startMs}\u0000${s.text.trim()}`)
      const bonus = (actionSentences.has(s) ? 1.5 : 0) + (isDecision ? 2 : 0) + (/\d/.test(s.text) ? 1 : 0)
      scored.push({ s, score: sum / Math.sqrt(n) + bonus, order })
    })
    scored.sort((a, b) => b.score - a.score || a.order - b.order)
    const picked: typeof scored = []
    const speakersUsed = new Map<string, number>()
    // A sentence said again (a candidate giving the same answer to several questions) is one point, not three.
    const said = new Set<string>()
    for (const c of scored) {
      if (picked.length >= count) break
      const words = c.s.tokens.map((t) => t.norm).join(' ')
      if (said.has(words)) continue
      // Spread the summary across speakers: at most ceil(count/2) sentences from one voice.
      const sp = speakerOf(f, c.s)
      if ((speakersUsed.get(sp) ?? 0) >= Math.ceil(count / 2) && f.speakers.length > 1) continue
      speakersUsed.set(sp, (speakersUsed.get(sp) ?? 0) + 1)
      said.add(words)
      picked.push(c)
    }
    picked.sort((a, b) => a.order - b.order)
    return picked.map((c) => ({ sentence: c.s, evidence: evidence(f, c.s) }))
  })
}

const LABELS = {
  en: {
    decisions: 'Decisions',
    open: 'Left open',
    actions: 'Action items',
    numbers: 'Numbers',
    none: 'none found',
    due: 'due',
  },
  ru: {
    decisions: 'Решения',
    open: 'Открытые вопросы',
    actions: 'Задачи',
    numbers: 'Цифры',
    none: 'не найдено',
    due: 'срок',
  },
  fr: {
    decisions: 'Décisions',
    open: 'Points ouverts',
    actions: 'Actions',
    numbers: 'Chiffres',
    none: 'aucun',
    due: 'échéance',
  },
}

/** The amounts said, in order, once each: "245 000 RUB (Алексей Смирнов)". */
function numbers(f: TranscriptFeatures, limit = 6, only?: string): string[] {
  const out: string[] = []
  const seen = new Set<string>()
  let currency: string | null = null
  for (const s of f.sentences) {
    if (only && speakerOf(f, s) !== only) continue
    for (const m of findMoney(s.text)) {
      currency = m.currency ?? currency
      const key = `${m.amount} ${currency ?? ''}`.trim()
      if (seen.has(key)) continue
      seen.add(key)
      out.push(`${m.amount.toLocaleString('en-US')}${currency ? ` ${currency}` : ''} (${speakerOf(f, s)})`)
      if (out.length >= limit) return out
    }
  }
  return out
}

/**
 * The summary under a report's headline. About a person: that person's own points, then the tasks they own. About
 * the meeting: the points that carry decisions and numbers, then every section, each present or "none found":
 * decisions, what was left open, action items (owner, task, due date) and the amounts said.
 */
export function extractiveSummary(f: TranscriptFeatures, subject?: string, lang: 'en' | 'ru' | 'fr' = 'en'): string {
  const L = LABELS[lang]
  const points = highlights(f, undefined, subject).map((h) =>
    subject ? `• ${h.evidence.quote}` : `${h.evidence.speaker}: ${h.evidence.quote}`,
  )
  const items = actionItems(f).filter((a) => !subject || a.owner === subject)
  const item = (a: (typeof items)[number]) =>
    `– ${a.owner}: ${a.text}${a.due ? ` (${L.due}: ${a.dueDate ?? a.due})` : ''}`
  const lines = [...new Set(points)]
  if (subject) {
    // The figures the person gave (a salary range, a price) belong in their summary.
    const said = numbers(f, 4, subject)
    if (said.length) lines.push(`${L.numbers}: ${said.join('; ')}`)
    if (items.length) lines.push(`${L.actions}:`, ...[...new Set(items.map(item))].slice(0, 8))
    return lines.join('\n')
  }
  const section = (title: string, list: string[]) =>
    list.length ? lines.push(`${title}:`, ...list) : lines.push(`${title}: ${L.none}`)
  section(
    L.decisions,
    decisions(f).map((d) => `– ${d.text}`),
  )
  section(
    L.open,
    openItems(f).map((o) => `– ${o.speaker}: ${o.quote}`),
  )
  section(L.actions, [...new Set(items.map(item))].slice(0, 12))
  section(
    L.numbers,
    numbers(f).map((n) => `– ${n}`),
  )
  return lines.join('\n')
}
