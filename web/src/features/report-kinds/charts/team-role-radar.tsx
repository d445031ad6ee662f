import { useTranslation } from 'react-i18next'
import { TEAM_ROLE_IDS, type TeamRoleId } from '../team-roles'
import { DeferredChart } from '../../../components/charts/deferred-chart'
import { readsAsRadar } from './radar-or-bars'
import { ScoreBars } from './score-bars'
import { reportDrawings } from './report-drawings'

/** The nine team roles on a radar, in a fixed order so two profiles compare at a glance. */
export function TeamRoleRadar({ scores }: { scores: Partial<Record<TeamRoleId, number>> }) {
  const { t } = useTranslation('reportKinds')
  const data = TEAM_ROLE_IDS.map((role) => ({ role: t(`roles.${role}`), score: scores[role] ?? 0 }))
  // A radar of mostly zeros reads as nothing: bars show the roles that were observed beside those that were not.
  if (!readsAsRadar(data.map((d) => d.score)))
    return <ScoreBars label={t('charts.teamRoles')} items={data.map((d) => ({ label: d.role, score: d.score }))} />
  return (
    <DeferredChart
      source={reportDrawings}
      label={t('charts.teamRoles')}
      height={320}
      draw={(d) => (
        <d.ChartFrame label={t('charts.teamRoles')} height={320}>
          {d.teamRoleRadar(data)}
        </d.ChartFrame>
      )}
    />
  )
}
