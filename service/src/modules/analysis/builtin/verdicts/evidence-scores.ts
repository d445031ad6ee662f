import type { Evidence, TemplateSection } from '../../types.js'
import type { CriterionScore } from '../criteria.js'
import { keywordSentences } from '../criteria.js'
import { evidence, memo, type TranscriptFeatures } from '../features.js'
import { fold } from '../lang/index.js'
import type { Sentence } from '../text.js'
import { CUES, FAMILY_OF, type Cues, type Family } from './cues.js'

/** How much one answer says about a criterion. */
type Grade = 'strong' | 'concrete' | 'claim' | 'weak' | 'against'
const POINTS: Record<Grade, number> = { strong: 88, concrete: 74, claim: 58, weak: 36, against: 28 }

interface Answer {
  question: string
  sentences: Sentence[]
  text: string
}

/** The subject's answers: their consecutive sentences after someone else's turn, with that turn as the question. */
function answersOf(f: TranscriptFeatures, subject: string): Answer[] {
  return memo(f, `answers:${subject}`, () => {
    const out: Answer[] = []
    let question = ''
    let current: Answer | null = null
    f.segments.forEach((seg, i) => {
      if (seg.speaker !== subject) {
        question = fold(seg.text)
        current = null
        return
      }
      if (!current) {
        current = { question, sentences: [], text: '' }
        out.push(current)
      }
      current.sentences.push(...f.bySegment[i])
      current.text += ` ${fold(seg.text)}`
    })
    return out
  })
}

function gradeAnswer(c: Cues, family: Family | undefined, a: Answer): Grade | null {
  const t = a.text
  const asked = family ? c.asks[family].test(a.question) : false
  const action = c.action.test(t)
  const result = c.result.test(t)
  const vague = c.vague.test(t)
  switch (family) {
    case 'collab':
      if (c.collabMinus.test(t)) return 'against'
      if (c.collabPlus.test(t)) return action || result ? 'strong' : 'concrete'
      return asked ? (vague ? 'weak' : 'claim') : null
    case 'comm':
      if (c.commMinus.test(t)) return 'against'
      if (c.commPlus.test(t)) return action ? 'strong' : 'concrete'
      return null
    case 'motiv':
      if (c.motivPlus.test(t)) return 'concrete'
      if (c.motivMinus.test(t)) return 'against'
      return asked ? 'weak' : null
    case 'own':
      if (c.ownPlus.test(t)) return result ? 'strong' : 'concrete'
      if (action && result) return 'strong'
      return null
    case 'tech':
      if (c.tech.test(t)) {
        if (action && result) return 'strong'
        if (action || result) return 'concrete'
        if (vague) return 'weak'
        return asked ? 'claim' : null
      }
      return asked && vague ? 'weak' : null
    case 'problem':
      if (action && result) return 'strong'
      if (asked && vague) return 'weak'
      if (asked && action) return 'concrete'
      return null
    default:
      if (action && result) return 'strong'
      if (action) return 'concrete'
      return vague ? 'weak' : 'claim'
  }
}

const RATIONALE: Record<'en' | 'ru' | 'fr', Record<Grade | 'none', string>> = {
  en: {
    strong: 'Strong evidence: a concrete story with an action and a measurable result.',
    concrete: 'Concrete evidence: specific actions, without a measured result.',
    claim: 'Some evidence: statements without a concrete example.',
    weak: 'Weak evidence: vague or hesitant answers.',
    against: 'Evidence against: what was said shows the opposite.',
    none: 'Not assessed: nothing said speaks to this criterion.',
  },
  ru: {
    strong: 'Сильное подтверждение: конкретная история с действием и измеримым результатом.',
    concrete: 'Конкретные действия, но без измеримого результата.',
    claim: 'Есть утверждения, но без конкретного примера.',
    weak: 'Слабое подтверждение: расплывчатые или неуверенные ответы.',
    against: 'Свидетельства против: сказанное говорит об обратном.',
    none: 'Не оценено: ничего сказанного не относится к этому критерию.',
  },
  fr: {
    strong: 'Preuve solide : un exemple concret avec une action et un résultat mesurable.',
    concrete: 'Preuve concrète : des actions précises, sans résultat mesuré.',
    claim: 'Quelques éléments : des affirmations sans exemple concret.',
    weak: 'Preuve faible : réponses vagues ou hésitantes.',
    against: 'Éléments contraires : ce qui a été dit montre le contraire.',
    none: 'Non évalué : rien de ce qui a été dit ne porte sur ce critère.',
  },
}

/**
 * Verdicts from evidence, not word counts: each criterion is read in the subject's answers, through its family of
 * signs (default rubric ids) or its keywords (an organization's own criteria). Its score follows the best answer
 * that speaks to it (a story with an action and a measurable result scores highest); behaviour that shows the
 * opposite scores low whatever else was said; a criterion nothing speaks to is "not assessed" (`assessed: false`,
 * score 0, drawn as nothing), never a low score.
 */
export function evidenceScores(
  f: TranscriptFeatures,
  sections: TemplateSection[],
  subject: string,
  lang: 'en' | 'ru' | 'fr',
): CriterionScore[] {
  const cues = CUES[f.language] ?? null
  const answers = answersOf(f, subject)
  const own = f.sentences.filter((s) => f.segments[s.seg].speaker === subject)
  const out: CriterionScore[] = []
  for (const section of sections)
    for (const c of section.criteria) {
      const family = FAMILY_OF[c.id]
      const { sentences: keyed, matched } = keywordSentences(own, c.keywords)
      const graded: { grade: Grade; a: Answer }[] = []
      for (const a of answers) {
        const touched = a.sentences.some((s) => keyed.has(s))
        if (!cues || (!family && !touched)) {
          if (touched) graded.push({ grade: 'claim', a })
          continue
        }
        const g = gradeAnswer(cues, family, a)
        if (g) graded.push({ grade: g, a })
      }
      const against = graded.filter((g) => g.grade === 'against')
      const best = against.length
        ? against[0]
        : graded.reduce<(typeof graded)[number] | null>(
            (x, y) => (!x || POINTS[y.grade] > POINTS[x.grade] ? y : x),
            null,
          )
      const assessed = best !== null
      const support = (against.length ? against : graded.filter((g) => g.grade === best?.grade)).map((g) => g.a)
      const ev: Evidence[] = support
        .flatMap((a) => pickSentences(a, cues, family))
        .slice(0, 3)
        .map((s) => evidence(f, s))
      const bonus =
        best && best.grade !== 'against'
          ? Math.min(6, 3 * (graded.filter((g) => g.grade === best.grade).length - 1))
          : 0
      out.push({
        sectionId: section.id,
        id: c.id,
        title: c.title,
        weight: c.weight,
        score: assessed ? Math.min(100, POINTS[best.grade] + bonus) : 0,
        assessed,
        verdict: best?.grade ?? 'not-assessed',
        matchedKeywords: matched,
        rationale: RATIONALE[lang][best?.grade ?? 'none'],
        evidence: ev,
        evidenceCount: graded.length,
        enoughEvidence: assessed,
      })
    }
  return out
}

/** The sentences of an answer that carry its signs (the story's action and result), else its first sentence. */
function pickSentences(a: Answer, cues: Cues | null, family: Family | undefined): Sentence[] {
  if (!cues) return a.sentences.slice(0, 1)
  const signs = [
    cues.action,
    cues.result,
    cues.collabMinus,
    cues.collabPlus,
    cues.motivPlus,
    cues.motivMinus,
    cues.vague,
  ]
  const relevant =
    family === 'collab'
      ? [cues.collabMinus, cues.collabPlus]
      : family === 'motiv'
        ? [cues.motivPlus, cues.motivMinus]
        : family === 'comm'
          ? [cues.commMinus, cues.commPlus]
          : signs
  const hit = a.sentences.filter((s) => relevant.some((re) => re.test(fold(s.text))))
  return (hit.length ? hit : a.sentences).slice(0, 2)
}
