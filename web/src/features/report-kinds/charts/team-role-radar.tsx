import { useTranslation } from 'react-i18next'
import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, Tooltip } from 'recharts'
import { TEAM_ROLE_IDS, type TeamRoleId } from '../team-roles'
import { ChartFrame } from '../../../components/charts/chart-frame'
import { chartColors } from './palette'
import { readsAsRadar } from './radar-or-bars'
import { ScoreBars } from './score-bars'

/** The nine team roles on a radar, in a fixed order so two profiles compare at a glance. */
export function TeamRoleRadar({ scores }: { scores: Partial<Record<TeamRoleId, number>> }) {
  const { t } = useTranslation('reportKinds')
  const data = TEAM_ROLE_IDS.map((role) => ({ role: t(`roles.${role}`), score: scores[role] ?? 0 }))
  // A radar of mostly zeros reads as nothing: bars show the roles that were observed beside those that were not.
  if (!readsAsRadar(data.map((d) => d.score)))
    return <ScoreBars label={t('charts.teamRoles')} items={data.map((d) => ({ label: d.role, score: d.score }))} />
  return (
    <ChartFrame label={t('charts.teamRoles')} height={320}>
      <RadarChart data={data} outerRadius="70%">
        <PolarGrid stroke={chartColors.grid} />
        <PolarAngleAxis dataKey="role" tick={{ fontSize: 11 }} />
        <PolarRadiusAxis domain={[0, 100]} tick={false} axisLine={false} />
        <Radar
          dataKey="score"
          stroke={chartColors.brand}
          fill={chartColors.brand}
          fillOpacity={0.35}
          isAnimationActive={false}
        />
        <Tooltip />
      </RadarChart>
    </ChartFrame>
  )
}
