import type { QuestionJson } from '../../db/tables/self-interviews.js'

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
    })
  }
  return out
}

/** Minutes a candidate should set aside: think plus answer time of every question, rounded up. */
export const estimatedMinutes = (questions: QuestionJson[]) =>
  Math.max(1, Math.ceil(questions.reduce((s, q) => s + q.thinkSeconds + q.answerSeconds, 0) / 60))
