import { formatMs } from '../../lib/format'
import type { Quote, SummaryResult } from './api'

export interface MarkdownLabels {
  summary: string
  topics: string
  decisions: string
  actionItems: string
  questions: string
  speakers: string
  owner: string
  due: string
  unverified: string
  speaker: string
  share: string
  words: string
  turns: string
  /** Under a section that was asked for and found nothing. */
  noneFound?: string
}

const quoteLine = (q: Quote, l: MarkdownLabels) =>
  `  > "${q.quote.replace(/\n/g, ' ')}" — ${q.speaker}${q.verified ? `, ${formatMs(q.startMs)}` : ` (${l.unverified})`}`

/**
 * The summary as Markdown: each section a heading, each item a bullet with its quote below it. A section in `asked`
 * that found nothing says so (as the screen does); one not asked for is left out.
 */
export function summaryMarkdown(
  title: string,
  r: SummaryResult,
  l: MarkdownLabels,
  asked: readonly string[] = [],
): string {
  const out: string[] = [`# ${title}`, '']
  const none = (heading: string) => out.push(`## ${heading}`, '', `_${l.noneFound ?? '—'}_`, '')
  type Key = 'summary' | 'topics' | 'decisions' | 'actionItems' | 'questions'
  const section = <T>(key: Key, items: T[], render: (item: T) => string[]) => {
    if (!items.length) {
      if (asked.includes(key)) none(l[key])
      return
    }
    out.push(`## ${l[key]}`, '')
    for (const item of items) out.push(...render(item))
    out.push('')
  }
  section('summary', r.summary, (i) => [`- ${i.text}`, quoteLine(i.quote, l)])
  section('topics', r.topics, (i) => [`- **${i.title}** (${formatMs(i.startMs)})`, quoteLine(i.quote, l)])
  section('decisions', r.decisions, (i) => [`- ${i.text}`, quoteLine(i.quote, l)])
  section('actionItems', r.actionItems, (i) => [
    `- [ ] ${i.text}${i.owner ? ` — ${l.owner}: ${i.owner}` : ''}${i.due ? `, ${l.due}: ${i.due}` : ''}`,
    quoteLine(i.quote, l),
  ])
  section('questions', r.questions, (i) => [`- ${i.text}`, quoteLine(i.quote, l)])
  if (r.speakers.length) {
    out.push(`## ${l.speakers}`, '', `| ${l.speaker} | ${l.share} | ${l.words} | ${l.turns} |`, '|---|---:|---:|---:|')
    for (const s of r.speakers)
      out.push(`| ${s.speaker.replace(/\|/g, '\\|')} | ${s.sharePct}% | ${s.words} | ${s.turns} |`)
    out.push('')
  } else if (asked.includes('speakers')) none(l.speakers)
  return out.join('\n')
}

/** Saves text as a file through a temporary link (no server round trip). */
export function downloadText(fileName: string, text: string, type = 'text/markdown') {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }))
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export const safeFileName = (title: string) =>
  `${
    title
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'summary'
  }.md`
