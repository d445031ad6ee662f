import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { hitHref, quoteHref, type AskQuote, type TranscriptHit } from './api'
import { SnippetText } from './snippet-text'

describe('snippet text', () => {
  it('marks the matched parts and renders what was said as text, never as markup', () => {
    const html = renderToStaticMarkup(
      <SnippetText
        parts={[
          { text: 'said <img src=x onerror=alert(1)> about the ', hit: false },
          { text: 'budget', hit: true },
        ]}
      />,
    )
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).toMatch(/<mark class="[^"]*">budget<\/mark>$/)
  })
})

describe('hit links', () => {
  const hit: TranscriptHit = {
    kind: 'transcript',
    meetingId: '6e0239bb-3b4b-4bd6-8ebd-25bc8515f0a5',
    meetingTitle: 'Sync',
    reportId: null,
    reportTitle: null,
    seconds: 17,
    startMs: 17_600,
    speaker: 'Marcus',
    language: 'en',
    snippet: [],
    rank: 0.1,
  }
  it('opens a transcript hit at its moment, in the milliseconds the meeting page reads', () => {
    expect(hitHref(hit)).toBe('/meetings/6e0239bb-3b4b-4bd6-8ebd-25bc8515f0a5?t=17600')
  })
  it('opens a report hit on the report', () => {
    const report = { ...hit, kind: 'report' as const, reportId: '278986fb-c51b-47ed-80c3-29fa8ae61b56', startMs: null }
    expect(hitHref(report)).toBe('/reports/278986fb-c51b-47ed-80c3-29fa8ae61b56')
  })
})

describe('quote links', () => {
  it('opens a quote on its meeting at the line, in the milliseconds the meeting page reads', () => {
    const quote: AskQuote = {
      meetingId: '6e0239bb-3b4b-4bd6-8ebd-25bc8515f0a5',
      meetingTitle: 'Sync',
      speaker: 'Marcus',
      startMs: 17_600,
      text: 'Before we start, can we also talk about the flaky integration tests?',
      rank: 0.3,
    }
    expect(quoteHref(quote)).toBe('/meetings/6e0239bb-3b4b-4bd6-8ebd-25bc8515f0a5?t=17600')
  })
})
