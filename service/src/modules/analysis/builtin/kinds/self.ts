import type { Evidence, EngineInput } from '../../types.js'
import { clamp100, evidence, resolveSubject, speakerOf, type TranscriptFeatures } from '../features.js'
import { hitsOf } from '../lexicon-hits.js'
import { overview, signalHits } from '../overview.js'
import { speakerStats } from '../speaker-stats.js'
import { consistency } from './self-consistency.js'
import type { KindResult } from './kind-result.js'

/** Words an answer needs to count as a full answer to a prompt. */
const FULL_ANSWER_WORDS = 40
const MIN_ANSWER_WORDS = 12

/** Prompts are others' questions; the answer is what the subject says until the next prompt. */
function answers(f: TranscriptFeatures, subject: string) {
  const out: { prompt: Evidence | null; answered: boolean; words: number; evidence: Evidence[] }[] = []
  let current: (typeof out)[number] | null = null
  f.segments.forEach((seg, i) => {
    const qs = f.bySegment[i].filter((s) => s.question)
    if (seg.speaker !== subject && qs.length) {
      current = { prompt: evidence(f, qs[qs.length - 1]), answered: false, words: 0, evidence: [] }
      out.push(current)
    } else if (seg.speaker === subject && current) {
      current.words += f.wordsBySegment[i]
      const first = f.bySegment[i][0]
      if (first && current.evidence.length < 2) current.evidence.push(evidence(f, first))
      current.answered = current.words >= MIN_ANSWER_WORDS
    }
  })
  return out
}

export function selfReport(f: TranscriptFeatures, input: EngineInput): KindResult<'self'> {
  const subject = resolveSubject(f, input.subject)
  const ru = (input.language ?? f.language) === 'ru'
  const list = answers(f, subject)
  const stats = speakerStats(f).find((s) => s.speaker === subject)!
  const prompts = list.length
  const answered = list.filter((a) => a.answered).length
  const coverageScore = prompts
    ? clamp100((100 * list.reduce((a, x) => a + Math.min(1, x.words / FULL_ANSWER_WORDS), 0)) / prompts)
    : clamp100(stats.words / 4)
  const coverage = {
    score: coverageScore,
    prompts,
    answered,
    rationale: prompts
      ? ru
        ? `Отвечено ${answered} из ${prompts} вопросов.`
        : `Answered ${answered} of ${prompts} prompts.`
      : ru
        ? 'Вопросов не найдено; оценка по объёму ответа.'
        : 'No prompts found; estimated from the amount said.',
    evidence: list
      .filter((a) => a.answered)
      .slice(0, 3)
      .flatMap((a) => a.evidence.slice(0, 1)),
  }
  // Clarity: fillers and hesitations per 100 words, and sentences that are too long or too short.
  const own = f.sentences.filter((s) => speakerOf(f, s) === subject)
  const avgLen = own.length ? stats.words / own.length : 0
  const per100 = (n: number) => (stats.words ? (n * 100) / stats.words : 0)
  const hes = hitsOf(f, signalHits(f), subject).filter((h) => h.tag === 'hesitation')
  const conf = hitsOf(f, signalHits(f), subject).filter((h) => h.tag === 'confidence')
  const fillerRate = per100(stats.fillerCount)
  const clarityScore = clamp100(
    100 -
      Math.min(35, fillerRate * 6) -
      Math.min(25, per100(hes.length) * 8) -
      Math.min(20, Math.max(0, avgLen - 25) * 1.5) -
      (avgLen < 6 ? 10 : 0),
  )
  const clearest = own.filter((s) => s.tokens.length >= 8 && s.tokens.length <= 25 && !s.question).slice(0, 2)
  const clarity = {
    score: clarityScore,
    rationale: ru
      ? `Слов-паразитов ${fillerRate.toFixed(1)} на 100 слов, колебаний ${hes.length}, средняя длина фразы ${avgLen.toFixed(1)} слов.`
      : `${fillerRate.toFixed(1)} fillers per 100 words, ${hes.length} hesitation(s), ${avgLen.toFixed(1)} words per sentence on average.`,
    evidence: [
      ...conf.slice(0, 1).map((h) => evidence(f, h.sentence, h.from, h.to)),
      ...clearest.map((s) => evidence(f, s)),
      ...hes.slice(0, 1).map((h) => evidence(f, h.sentence, h.from, h.to)),
    ].slice(0, 4),
  }
  const cons = consistency(f, own, ru)
  const strengths: string[] = []
  const improvements: string[] = []
  if (coverageScore >= 70) strengths.push(ru ? 'Полные ответы на вопросы' : 'Answers the prompts fully')
  else improvements.push(ru ? 'Отвечать на каждый вопрос развёрнуто' : 'Give a complete answer to every prompt')
  if (clarityScore >= 70) strengths.push(ru ? 'Ясная речь' : 'Speaks clearly')
  else improvements.push(ru ? 'Меньше слов-паразитов и колебаний' : 'Fewer fillers and hedges')
  if (cons.score >= 80) strengths.push(ru ? 'Последовательные утверждения' : 'Consistent statements')
  else improvements.push(ru ? 'Следить за согласованностью фактов' : 'Keep facts and figures consistent')
  return {
    headline: ru
      ? `${subject}: охват ${coverageScore}, ясность ${clarityScore}, последовательность ${cons.score}.`
      : `${subject}: coverage ${coverageScore}, clarity ${clarityScore}, consistency ${cons.score}.`,
    content: {
      subject,
      coverage,
      clarity,
      consistency: cons,
      answers: list,
      strengths,
      improvements,
      overview: overview(f),
    },
  }
}
