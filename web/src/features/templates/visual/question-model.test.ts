import { describe, expect, it } from 'vitest'
import {
  addFromBank,
  addQuestion,
  deleteQuestion,
  duplicateQuestion,
  estimatedMinutes,
  moveQuestion,
  newCriterion,
  setQuestion,
  setText,
  type QuestionSetDocument,
} from './question-model'

const doc: QuestionSetDocument = {
  title: 'Screening',
  description: 'Welcome',
  questions: [
    { id: 'about', text: 'About you', answerSeconds: 120, mode: 'video' },
    { id: 'why', text: 'Why us', hint: 'Be brief', practice: true },
    { id: 'end', text: 'Anything else' },
  ],
}

describe('visual edits of a question set', () => {
  it('moves a question and keeps the rest of the document', () => {
    const moved = moveQuestion(doc, 2, 0)
    expect(moved.questions.map((q) => q.id)).toEqual(['end', 'about', 'why'])
    expect(moved.title).toBe('Screening')
    expect(doc.questions[0]!.id).toBe('about')
  })
  it('adds and duplicates with fresh slug ids, deletes by position', () => {
    expect(addQuestion(doc, 'New').questions.at(-1)).toEqual({ id: 'question-1', text: 'New' })
    const copied = duplicateQuestion(doc, 0)
    expect(copied.questions.map((q) => q.id)).toEqual(['about', 'about-1', 'why', 'end'])
    expect(copied.questions[1]).toMatchObject({ text: 'About you', answerSeconds: 120, mode: 'video' })
    expect(deleteQuestion(doc, 1).questions.map((q) => q.id)).toEqual(['about', 'end'])
  })
  it('removes an emptied hint, timing or a cleared practice flag from the JSON instead of writing an invalid value', () => {
    const cleared = setQuestion(doc, 1, { hint: '', practice: false })
    expect(cleared.questions[1]).toEqual({ id: 'why', text: 'Why us' })
    const untimed = setQuestion(doc, 0, { answerSeconds: undefined })
    expect('answerSeconds' in untimed.questions[0]!).toBe(false)
    expect(setQuestion(doc, 0, { text: 'Changed' }).questions[0]).toEqual({
      id: 'about',
      text: 'Changed',
      answerSeconds: 120,
      mode: 'video',
    })
  })
  it('sets and clears top-level text', () => {
    expect('description' in setText(doc, 'description', '')).toBe(false)
    expect(setText(doc, 'title', 'Other').title).toBe('Other')
  })
  it('estimates the minutes as the interview does, with its defaults for missing timings', () => {
    // (30 + 120) + (30 + 180) + (30 + 180) = 570 s
    expect(estimatedMinutes(doc)).toBe(10)
    expect(estimatedMinutes({ questions: [{ id: 'a', text: 'A', thinkSeconds: 0, answerSeconds: 30 }] })).toBe(1)
  })
  it('adds criteria with fresh ids, and an empty rubric leaves the JSON', () => {
    const first = newCriterion([], 'Clarity')
    expect(first).toEqual({ id: 'criterion-1', name: 'Clarity', anchors: { '1': '', '3': '', '5': '' } })
    expect(newCriterion([first], 'Depth').id).toBe('criterion-2')
    const rated = setQuestion(doc, 0, { criteria: [first] })
    expect(rated.questions[0]!.criteria).toEqual([first])
    expect('criteria' in setQuestion(rated, 0, { criteria: [] }).questions[0]!).toBe(false)
  })
  it('copies a bank question with its timings under an id the set does not use yet', () => {
    const from = {
      id: doc.questions[0]!.id,
      text: 'From the bank',
      thinkSeconds: 15,
      answerSeconds: 90,
      mode: 'audio' as const,
    }
    const next = addFromBank(doc, from)
    const copy = next.questions.at(-1)!
    expect(next.questions).toHaveLength(doc.questions.length + 1)
    expect(copy).toEqual({ ...from, id: `${from.id}-1` })
    expect(doc.questions.map((x) => x.id)).not.toContain(copy.id)
  })
})
