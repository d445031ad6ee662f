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
}

const quoteLine = (q: Quote, l: MarkdownLabels) =>
  `  > "${q.quote.replace(/\n/g, ' ')}" — ${q.speaker}${q.verified ? `, ${formatMs(q.startMs)}` : ` (${l.unverified})`}`

/** The summary as Markdown: each section a heading, each item a bullet with its quote below it. */
export function summaryMarkdown(title: string, r: SummaryResult, l: MarkdownLabels): string {
  const out: string[] = [`# ${title}`, '']
  const section = <T>(heading: string, items: T[], render: (item: T) => string[]) => {
    if (!items.length) return
    out.push(`## ${heading}`, '')
    for (const item of items) out.push(...render(item))
    out.push('')
  }
  section(l.summary, r.summary, (i) => [`- ${i.text}`, quoteLine(i.quote, l)])
  section(l.topics, r.topics, (i) => [`- **${i.title}** (${formatMs(i.startMs)})`, quoteLine(i.quote, l)])
  section(l.decisions, r.decisions, (i) => [`- ${i.text}`, quoteLine(i.quote, l)])
  section(l.actionItems, r.actionItems, (i) => [
    `- [ ] ${i.text}${i.owner ? ` — ${l.owner}: ${i.owner}` : ''}${i.due ? `, ${l.due}: ${i.due}` : ''}`,
    quoteLine(i.quote, l),
  ])
  section(l.questions, r.questions, (i) => [`- ${i.text}`, quoteLine(i.quote, l)])
  if (r.speakers.length) {
    out.push(`## ${l.speakers}`, '', `| ${l.speaker} | ${l.share} | ${l.words} | ${l.turns} |`, '|---|---:|---:|---:|')
    for (const s of r.speakers)
      out.push(`| ${s.speaker.replace(/\|/g, '\\|')} | ${s.sharePct}% | ${s.words} | ${s.turns} |`)
    out.push('')
  }
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
