import type { Evidence } from '../../types.js'
import { evidence, memo, type TranscriptFeatures } from '../features.js'
import { findMoney } from '../money.js'
import { cleanClause } from './clause.js'
import { findDue } from './due-dates.js'
import { firstMatch, readingOf, replyTo, type Reading, type Said } from './sentences.js'
import { frenchTask, groupText, resolve, russianOrder, withoutDue } from './task-text.js'

export interface ActionItem {
  owner: string
  /** The task as a person writes it in the minutes. */
  text: string
  /** The due date as said ("Friday", "до пятницы"), or null. */
  due: string | null
  /** The due date resolved against the meeting's day (YYYY-MM-DD), or null. */
  dueDate: string | null
  startMs: number
  /** The sentence that takes the task on (or asks for it). */
  evidence: Evidence
  /** Every sentence the item rests on, in order: the request, the reply, the commitment. */
  quotes: Evidence[]
}

interface Draft {
  owner: string
  task: string
  main: Said
  /** The task is still only a verb and a pronoun ("organise ça"): the speaker's next concrete commitment replaces it. */
  vague?: boolean
  /** Sentences to read a due date from, in order of preference. */
  dueFrom: Said[]
  quotes: Said[]
}

/** A sentence that names an amount ("Could you get to 135,000?", "I can do 3.60") negotiates terms, it sets no task. */
const offer = (x: Said) =>
  findMoney(x.s.text).length > 0 || /\d[,.\s\u00a0]\d{3}(?!\d)|\d[.,]\d{2}(?!\d)|[$€£₽]/u.test(x.s.text)

function requestDraft(r: Reading, x: Said): { draft: Draft; used: Said[] } | null {
  const { rules } = r
  const m = firstMatch(rules.request, x.folded) ?? firstMatch([rules.who], x.folded)
  if (!m || m.task === undefined) return null
  if (rules.whQuestion.test(x.folded.slice(0, m.at))) return null
  const named = m.name ? r.people.get(m.name) : undefined
  // A vocative that is no participant's name we know (a nickname): whoever answers takes it, if they accept.
  if (m.name && !named && NOT_A_NAME.test(m.name)) return null
  const unknownName = Boolean(m.name && !named)
  let task = cleanClause(r, groupText(x, m, 'task'))
  if (rules.lang === 'ru' && m.pre) task = russianOrder(r, groupText(x, m, 'pre'), task.replace(/^([\p{L}-]+)/u, '$1'))
  if (rules.lang === 'fr') task = task.replace(/^(?:(?:nous|me|lui|leur)\s+|m')/iu, '')
  if (!task || rules.notTask.test(task.toLowerCase()) || NOT_A_TASK[rules.lang].test(task.toLowerCase())) return null
  // "…скидку можете сделать?": a bare verb asks for a term of the deal, not for a task.
  if (!/\s/u.test(task.trim())) return null
  const reply = replyTo(r, x.i, x.speaker, named)
  const owner = named ?? reply[0]?.speaker
  if (!owner || owner === x.speaker) return null
  const first = reply.filter((y) => y.speaker === owner).slice(0, 2)
  if (first[0] && rules.rejection.test(first[0].folded)) return null
  if (
    unknownName &&
    !(first[0] && (rules.acceptance.test(first[0].folded) || firstMatch(rules.commitment, first[0].folded)))
  )
    return null
  const used = first.filter((y) => rules.acceptance.test(y.folded) || firstMatch(rules.commitment, y.folded))
  let asked = resolve(r, x, task)
  // "Aisha, can you own the rollout?" — "I'll have it in staging by Friday…": the answer says how, keep both.
  for (const y of used) {
    const how = commitmentDraft(r, y)?.task
    if (how && !how.toLowerCase().includes(asked.toLowerCase())) asked = `${asked}; ${how}`
    else if (how) asked = how
  }
  return {
    draft: { owner, task: asked, main: x, dueFrom: [...used, x], quotes: [x, ...used] },
    used,
  }
}

/** Words that open a sentence before a comma and are nobody's name ("No, …", "Нет, …", "Bon, …"). */
const NOT_A_NAME =
  /^(?:and|please|no|yes|ok|okay|so|well|right|sure|great|also|then|и|а|нет|да|ну|так|хорошо|ладно|отлично|слушайте|смотрите|кстати|тогда|oui|non|bon|alors|donc|bref|d'accord|parfait)$/u

/** Tasks asked of the others that are not tasks: interview prompts, checks that the line works. */
const NOT_A_TASK: Record<string, RegExp> = {
  en: /^(?:tell|describe|walk|talk about|explain|hear|see|give me|remind|repeat|introduce|share (?:your|a bit)|do \d|meet at|go to \d|elaborate)/u,
  ru: /^(?:расскаж|опиш|объясн|поделит|представьт|подскаж|меня слышно)/u,
  fr: /^(?:parle|raconte|install|présente|décri|expliqu|dites|m'entend)/u,
  ar: /$^/u,
}

function commitmentDraft(r: Reading, x: Said): Draft | null {
  const { rules } = r
  const m = firstMatch(rules.commitment, x.folded)
  if (!m || m.task === undefined) return null
  if (rules.hypothetical.test(x.folded.slice(0, m.at + (m.pre?.length ?? 0)))) return null
  let task = cleanClause(r, groupText(x, m, 'task'))
  const lower = task.toLowerCase()
  if (rules.notTask.test(lower) || NOT_A_TASK[rules.lang].test(lower)) return null
  if (rules.lang === 'en' && /^i can\b/u.test(x.folded.slice(m.at)) && /^(?:do|go|live|see)\b/u.test(lower)) return null
  if (rules.lang === 'ru') task = russianOrder(r, groupText(x, m, 'pre'), task)
  if (rules.lang === 'fr') task = frenchTask(task)
  // "I'll write the draft. I'll share it on Monday.": "it" is what the speaker just took on.
  const before = r.said[x.i - 1]
  const own = before && before.s.seg === x.s.seg && firstMatch(rules.commitment, before.folded)
  const resolved =
    own && !rules.genericVerb.test(task.split(/\s+/)[0].toLowerCase()) ? task : resolve(r, x, task, m.pro ?? '')
  if (!resolved) return null
  const vague = resolved === task && rules.pronounTask.test(task.toLowerCase())
  return { owner: x.speaker, task: resolved, main: x, dueFrom: [x], quotes: [x], vague }
}

function namedDraft(r: Reading, x: Said): Draft | null {
  const m = firstMatch([r.rules.named], x.folded)
  const owner = m?.name ? r.people.get(m.name) : undefined
  if (!m || !owner || owner === x.speaker) return null
  const task = cleanClause(r, groupText(x, m, 'task'))
  return task ? { owner, task: resolve(r, x, task), main: x, dueFrom: [x], quotes: [x] } : null
}

/** "We'll run the training… When suits you?": the task is the speaker's, its date the other side's answer. */
function scheduledDraft(r: Reading, x: Said): Draft | null {
  const m = firstMatch(r.rules.weCommitment, x.folded)
  if (!m) return null
  const next = r.said.slice(x.i + 1, x.i + 3).find((y) => y.speaker === x.speaker && r.rules.schedule.test(y.folded))
  if (!next) return null
  const answer = replyTo(r, next.i, x.speaker).slice(0, 2)
  const task = cleanClause(r, groupText(x, m, 'task'))
  return task ? { owner: x.speaker, task, main: x, dueFrom: [...answer, x], quotes: [x, next, ...answer] } : null
}

/**
 * Action items as a person lists them: who takes what on (the speaker, or the person asked or named), the task
 * (read from the request or the sentence before when the commitment is only "I'll do it"), the due date resolved
 * against the meeting day, and the quotes. Conditional and hypothetical sentences, questions, offers with an amount,
 * past events and what people outside the meeting will do are not tasks; a request the addressee turns down is none.
 */
export function actionItems(f: TranscriptFeatures, limit = 25): ActionItem[] {
  return memo(f, `actionItems:${limit}:${f.meetingDate ?? ''}`, () => {
    const r = readingOf(f)
    if (!r) return []
    const drafts: Draft[] = []
    const used = new Set<Said>()
    for (const x of r.said) {
      if (used.has(x) || x.size < 1 || offer(x) || r.rules.greeting.test(x.folded)) continue
      const req = requestDraft(r, x)
      if (req) {
        drafts.push(req.draft)
        for (const y of req.used) used.add(y)
        continue
      }
      if (x.s.question) continue
      const d = commitmentDraft(r, x) ?? namedDraft(r, x) ?? scheduledDraft(r, x)
      if (!d) continue
      const prev = drafts[drafts.length - 1]
      // "Je vous organise ça." … "Je réserve les deux dates et j'envoie les invitations": one task, said concretely.
      const vague = [...drafts].reverse().find((p) => p.vague && p.owner === d.owner && x.i - p.main.i <= 6)
      if (vague && !d.vague) {
        Object.assign(vague, { task: d.task, vague: false, main: x })
        vague.dueFrom.unshift(x)
        vague.quotes.push(x)
        continue
      }
      // "I can take the export bug. I'll have a fix up by Friday.": one task said in two sentences of one turn.
      if (prev && prev.owner === d.owner && prev.main.s.seg === x.s.seg && prev.quotes.at(-1)!.i === x.i - 1) {
        if (!prev.task.toLowerCase().includes(d.task.toLowerCase())) prev.task = `${prev.task}; ${d.task}`
        prev.dueFrom.push(x)
        prev.quotes.push(x)
        continue
      }
      const after = r.said[x.i + 1]
      if (after && after.s.seg === x.s.seg && after.size <= 4) d.dueFrom.push(after)
      // "I can write a template." — "Yes please, by Thursday.": the one who accepts the offer may set its date.
      const answer = replyTo(r, x.i, x.speaker)[0]
      if (answer && answer.size <= 6 && r.rules.acceptance.test(answer.folded)) {
        d.dueFrom.push(answer)
        d.quotes.push(answer)
      }
      drafts.push(d)
    }
    const out: ActionItem[] = []
    const seen = new Set<string>()
    for (const d of drafts) {
      if (out.length >= limit) break
      const due = d.dueFrom.map((y) => findDue(y.s.text, y.folded, r.rules.lang, f.meetingDate)).find(Boolean) ?? null
      const text = withoutDue(r, d.task)
      const key = `${d.owner}\u0000${text.toLowerCase()}`
      if (!text || seen.has(key)) continue
      seen.add(key)
      const ev = evidence(f, d.main.s)
      out.push({
        owner: d.owner,
        text,
        due: due?.said ?? null,
        dueDate: due?.date ?? null,
        startMs: ev.startMs,
        evidence: ev,
        quotes: d.quotes.map((y) => evidence(f, y.s)),
      })
    }
    return out
  })
}
