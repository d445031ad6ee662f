import type { EngineInput } from '../../types.js'
import { BELBIN_LABEL } from '../../../report-kinds/index.js'
import { resolveSubject, type TranscriptFeatures } from '../features.js'
import { TEAM_ROLES } from '../lexicons/belbin.js'
import { overview } from '../overview.js'
import { teamRoleVector } from '../team-roles.js'
import type { KindResult } from './kind-result.js'

type Band = 'preferred' | 'manageable' | 'least-preferred'

/** Team-role signals: the top three roles are "preferred", the next three "manageable", the rest "least preferred". */
export function belbinReport(f: TranscriptFeatures, input: EngineInput): KindResult<'belbin'> {
  const subject = resolveSubject(f, input.subject)
  const ru = (input.language ?? f.language) === 'ru'
  const vector = teamRoleVector(f, subject)
  const ranked = [...vector].sort(
    (a, b) => b.score - a.score || TEAM_ROLES.indexOf(a.role) - TEAM_ROLES.indexOf(b.role),
  )
  // A role without enough evidence is never "preferred": the band follows what was observed, not the rank alone.
  const bandOf = new Map<string, Band>(
    ranked.map((r, i) => [r.role, i < 3 && r.enoughEvidence ? 'preferred' : i < 6 ? 'manageable' : 'least-preferred']),
  )
  const roles = vector.map((r) => ({ ...r, band: bandOf.get(r.role)! }))
  const pick = (b: Band) => ranked.filter((r) => bandOf.get(r.role) === b).map((r) => r.role)
  const preferred = pick('preferred')
  return {
    headline: !preferred.length
      ? ru
        ? `${subject}: недостаточно данных для командных ролей.`
        : `${subject}: not enough evidence for team roles.`
      : ru
        ? `${subject}: выраженные командные роли — ${preferred.join(', ')}.`
        : `${subject}: strongest team-role signals — ${preferred.join(', ')}.`,
    content: {
      label: BELBIN_LABEL,
      subject,
      roles,
      preferred,
      manageable: pick('manageable'),
      leastPreferred: pick('least-preferred'),
      note: ru
        ? 'Сигналы по речи в одной встрече; это не психометрическая оценка и не результат опросника.'
        : 'Indicative signals from language in one conversation; not a psychometric assessment or questionnaire result.',
      overview: overview(f),
    },
  }
}
