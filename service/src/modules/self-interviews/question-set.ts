import type { CriterionJson, QuestionJson } from '../../db/tables/self-interviews.js'

const MODES = new Set(['text', 'audio', 'video'])
const int = (v: unknown, fallback: number, min: number, max: number) =>
  typeof v === 'number' && Number.isInteger(v) ? Math.min(max, Math.max(min, v)) : fallback

/**
 * A `question-set` template document as the questions an interview keeps. Documents are edited by hand in
 * the JSON builder, so missing fields take defaults and a question without text is dropped rather than
 * failing the whole set.
 */
export function questionsOf(document: Record<string, unknown>): QuestionJson[] {
  const raw = Array.isArray(document.questions) ? document.questions : []
  const out: QuestionJson[] = []
  for (const [i, q] of raw.entries()) {
    if (!q || typeof q !== 'object') continue
    const r = q as Record<string, unknown>
    const text = typeof r.text === 'string' ? r.text.trim() : ''
    if (!text) continue
    out.push({
      id: typeof r.id === 'string' && r.id ? r.id.slice(0, 60) : `q${i + 1}`,
      text,
      thinkSeconds: int(r.thinkSeconds, 30, 0, 600),
      answerSeconds: int(r.answerSeconds, 180, 10, 3600),
      retakes: int(r.retakes, 1, 0, 5),
      mode: typeof r.mode === 'string' && MODES.has(r.mode) ? (r.mode as QuestionJson['mode']) : 'text',
      practice: r.practice === true,
      ...criteriaOf(r.criteria),
    })
  }
  return out
}

const str = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '')

/** A question's rubric criteria (unnamed or repeated ones dropped); nothing when it has none. */
function criteriaOf(raw: unknown): { criteria?: CriterionJson[] } {
  if (!Array.isArray(raw)) return {}
  const seen = new Set<string>()
  const criteria: CriterionJson[] = []
  for (const c of raw) {
    if (!c || typeof c !== 'object') continue
    const r = c as Record<string, unknown>
    const id = str(r.id, 64)
    const name = str(r.name, 200)
    if (!id || !name || seen.has(id)) continue
    seen.add(id)
    const a = (r.anchors && typeof r.anchors === 'object' ? r.anchors : {}) as Record<string, unknown>
    criteria.push({ id, name, anchors: { '1': str(a['1'], 500), '3': str(a['3'], 500), '5': str(a['5'], 500) } })
  }
  return criteria.length ? { criteria } : {}
}

/** The id of the one rating a question without criteria gets. */
export const OVERALL_CRITERION = 'overall'

/** What a reviewer rates an answer against: its criteria, or a single unnamed "overall" one (the web names it). */
export const reviewCriteriaOf = (q: QuestionJson): CriterionJson[] =>
  q.criteria?.length ? q.criteria : [{ id: OVERALL_CRITERION, name: '', anchors: { '1': '', '3': '', '5': '' } }]

/** Minutes a candidate should set aside: think plus answer time of every question, rounded up. */
export const estimatedMinutes = (questions: QuestionJson[]) =>
  Math.max(1, Math.ceil(questions.reduce((s, q) => s + q.thinkSeconds + q.answerSeconds, 0) / 60))
