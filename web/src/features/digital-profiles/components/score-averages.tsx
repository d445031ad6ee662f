import { makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../components/section-card'
import { ScoreBars } from '../../report-kinds'
import { TeamRoleRadar } from '../../report-kinds'
import type { Profile } from '../api'

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 520px), 1fr))',
    alignItems: 'start',
  },
})

/**
 * The averages over all ready reports: competences as bars, team roles on the radar. Side by side only when each
 * gets room for its labels. Nothing when neither exists.
 */
export function ScoreAverages({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profiles')
  const styles = useStyles()
  const competences = Object.entries(profile.competences)
    .sort((a, b) => b[1] - a[1])
    .map(([label, score]) => ({ label, score }))
  const hasRoles = Object.keys(profile.teamRoles).length > 0
  if (!competences.length && !hasRoles) return null
  return (
    <div className={styles.grid}>
      {competences.length > 0 && (
        <SectionCard title={t('averages.competences')}>
          <ScoreBars label={t('averages.competences')} items={competences} />
        </SectionCard>
      )}
      {hasRoles && (
        <SectionCard title={t('averages.teamRoles')}>
          <TeamRoleRadar scores={profile.teamRoles} />
        </SectionCard>
      )}
    </div>
  )
}
