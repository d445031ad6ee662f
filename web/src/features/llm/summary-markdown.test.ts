import { describe, expect, it } from 'vitest'
import { summaryMarkdown, safeFileName, type MarkdownLabels } from './summary-markdown'
import type { SummaryResult } from './api'

const labels: MarkdownLabels = {
  summary: 'Summary',
  topics: 'Topics',
  decisions: 'Decisions',
  actionItems: 'Action items',
  questions: 'Questions',
  speakers: 'Speakers',
  owner: 'owner',
  due: 'due',
  unverified: 'unverified',
  speaker: 'Speaker',
  share: 'Share',
  words: 'Words',
  turns: 'Turns',
}
const q = (quote: string, verified = true) => ({ quote, speaker: 'Anna', startMs: 75_000, verified })

describe('summaryMarkdown', () => {
  it('writes each wanted section with its quotes, flags unverified ones and skips empty sections', () => {
    const r: SummaryResult = {
      language: 'en',
      summary: [{ text: 'Release moves', quote: q('we move the release') }],
      topics: [],
      decisions: [],
      actionItems: [{ text: 'Send timeline', owner: 'Anna', due: 'Friday', quote: q('I will send it', false) }],
      questions: [],
      speakers: [{ speaker: 'Anna', talkTimeMs: 1000, sharePct: 100, words: 12, turns: 2, questions: 0 }],
      droppedUnverified: 0,
    }
    const md = summaryMarkdown('Plan', r, labels)
    expect(md).toContain('# Plan')
    expect(md).toContain('## Summary\n\n- Release moves\n  > "we move the release" — Anna, 1:15')
    expect(md).toContain('- [ ] Send timeline — owner: Anna, due: Friday\n  > "I will send it" — Anna (unverified)')
    expect(md).not.toContain('## Topics')
    expect(md).toContain('| Anna | 100% | 12 | 2 |')
  })
  it('says "none found" under a section asked for that found nothing, and leaves out one not asked for', () => {
    const r: SummaryResult = {
      language: 'en',
      summary: [{ text: 'Hello', quote: q('Hello') }],
      topics: [],
      decisions: [],
      actionItems: [],
      questions: [],
      speakers: [],
      droppedUnverified: 0,
    }
    const md = summaryMarkdown('Hi', r, { ...labels, noneFound: 'None found' }, ['summary', 'decisions', 'speakers'])
    expect(md).toContain('## Decisions\n\n_None found_')
    expect(md).toContain('## Speakers\n\n_None found_')
    expect(md).not.toContain('## Topics')
    expect(md).not.toContain('## Questions')
  })
  it('makes a file name from any title', () => {
    expect(safeFileName('Q3 plan: release / beta')).toBe('Q3-plan-release-beta.md')
    expect(safeFileName('???')).toBe('summary.md')
  })
})
