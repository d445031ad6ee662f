import type { Handle } from '../../db/handle.js'
import { questionsOf } from './question-set.js'
import { listQuestionSetRows } from './question-set-repository.js'
import type { QuestionBankQuery } from './schemas.js'

/**
 * The question bank: every question of the organization's question sets (the newest version of each set), to copy
 * into another set with its timings. The same text in several sets is offered once (from the first set by name);
 * practice questions are left out. Sets are few and small, so the page is cut here rather than in SQL.
 */
export async function questionBank(db: Handle, orgId: string | null, p: QuestionBankQuery) {
  const rows = await listQuestionSetRows(db, orgId)
  const words = (p.q ?? '').toLowerCase().split(/\s+/).filter(Boolean)
  const seen = new Set<string>()
  const all = []
  for (const r of rows)
    for (const question of questionsOf(r.document)) {
      const key = question.text.toLowerCase()
      if (question.practice || seen.has(key) || !words.every((w) => key.includes(w))) continue
      seen.add(key)
      all.push({ question, setName: r.name, setVersion: r.version })
    }
  const start = (p.page - 1) * p.itemsPerPage
  return { questions: all.slice(start, start + p.itemsPerPage), total: all.length }
}
