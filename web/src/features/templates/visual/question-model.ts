import type { ApiSchemas } from '../../../lib/api-client'
import { allMembers } from '../../../lib/all-members'

/** The question-set document (self-interviews) and the edits the visual view makes; the rest of the document is kept. */
export type AnswerMode = NonNullable<ApiSchemas['QuestionSetDocument']['questions'][number]['mode']>
export const ANSWER_MODES = allMembers<AnswerMode>()(['text', 'audio', 'video'])
/** A rubric criterion reviewers rate the answer on (1-5), with what a 1, a 3 and a 5 look like. */
export type Criterion = NonNullable<ApiSchemas['QuestionSetDocument']['questions'][number]['criteria']>[number]
export interface Question {
  id: string
  text: string
  hint?: string
  thinkSeconds?: number
  answerSeconds?: number
  retakes?: number
  mode?: AnswerMode
  practice?: boolean
  criteria?: Criterion[]
}
export interface QuestionSetDocument {
  title?: string
  language?: string
  description?: string
  questions: Question[]
  [key: string]: unknown
}

/** What an interview assumes when a question leaves a timing out (the service's `questionsOf` defaults). */
export const QUESTION_DEFAULTS = { thinkSeconds: 30, answerSeconds: 180, retakes: 1, mode: 'text' as AnswerMode }

export const hasQuestions = (doc: unknown): doc is QuestionSetDocument =>
  typeof doc === 'object' && doc !== null && Array.isArray((doc as QuestionSetDocument).questions)

/** An id the schema accepts (a slug) not yet used by another question. */
export function freshQuestionId(doc: QuestionSetDocument, base = 'question'): string {
  const used = new Set(doc.questions.map((q) => q.id))
  for (let n = 1; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`
}

const withQuestions = (doc: QuestionSetDocument, questions: Question[]): QuestionSetDocument => ({ ...doc, questions })

export function moveQuestion(doc: QuestionSetDocument, from: number, to: number): QuestionSetDocument {
  const questions = [...doc.questions]
  const [moved] = questions.splice(from, 1)
  questions.splice(to, 0, moved!)
  return withQuestions(doc, questions)
}

const OPTIONAL = ['hint', 'thinkSeconds', 'answerSeconds', 'retakes', 'mode', 'practice'] as const

/** A patch whose optional fields are `undefined` (or empty, or false for practice) removes them from the JSON. */
export function setQuestion(doc: QuestionSetDocument, i: number, patch: Partial<Question>): QuestionSetDocument {
  return withQuestions(
    doc,
    doc.questions.map((q, j) => {
      if (j !== i) return q
      const next: Question = { ...q, ...patch }
      for (const key of OPTIONAL)
        if (key in patch && (patch[key] === undefined || patch[key] === '' || patch[key] === false)) delete next[key]
      if ('criteria' in patch && !patch.criteria?.length) delete next.criteria
      return next
    }),
  )
}

export const addQuestion = (doc: QuestionSetDocument, text: string) =>
  withQuestions(doc, [...doc.questions, { id: freshQuestionId(doc), text }])

/** A question from the bank, copied with its timings and rubric under an id not yet used in this set. */
export function addFromBank(doc: QuestionSetDocument, from: Question): QuestionSetDocument {
  const { id, text, hint, thinkSeconds, answerSeconds, retakes, mode, criteria } = from
  const copy: Question = {
    id: freshQuestionId(doc, id),
    text,
    hint,
    thinkSeconds,
    answerSeconds,
    retakes,
    mode,
    criteria,
  }
  for (const key of Object.keys(copy) as (keyof Question)[]) if (copy[key] === undefined) delete copy[key]
  return withQuestions(doc, [...doc.questions, copy])
}

export function duplicateQuestion(doc: QuestionSetDocument, i: number): QuestionSetDocument {
  const copy = { ...doc.questions[i]!, id: freshQuestionId(doc, doc.questions[i]!.id) }
  return withQuestions(doc, [...doc.questions.slice(0, i + 1), copy, ...doc.questions.slice(i + 1)])
}

export const deleteQuestion = (doc: QuestionSetDocument, i: number) =>
  withQuestions(
    doc,
    doc.questions.filter((_, j) => j !== i),
  )

/** Sets or removes a top-level text field (title, intro): an empty value leaves the JSON. */
export function setText<D extends Record<string, unknown>>(doc: D, key: string, value: string): D {
  const next: Record<string, unknown> = { ...doc }
  if (value === '') delete next[key]
  else next[key] = value
  return next as D
}

/** Minutes a candidate should set aside, as the interview counts them: think plus answer time of every question. */
export const estimatedMinutes = (doc: QuestionSetDocument) =>
  Math.max(
    1,
    Math.ceil(
      doc.questions.reduce(
        (a, q) =>
          a + (q.thinkSeconds ?? QUESTION_DEFAULTS.thinkSeconds) + (q.answerSeconds ?? QUESTION_DEFAULTS.answerSeconds),
        0,
      ) / 60,
    ),
  )

/** A new criterion with an id (a slug) no other criterion of the question uses; anchors start empty. */
export function newCriterion(criteria: Criterion[], name: string): Criterion {
  const used = new Set(criteria.map((c) => c.id))
  let n = 1
  while (used.has(`criterion-${n}`)) n++
  return { id: `criterion-${n}`, name, anchors: { '1': '', '3': '', '5': '' } }
}
