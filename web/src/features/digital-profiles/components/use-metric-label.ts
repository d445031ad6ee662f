import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { TEAM_ROLE_IDS, type TeamRoleId } from '../../report-kinds'
import type { SeriesRef } from '../profile-trends'

/**
 * A score's display name: the fixed score names and team roles are translated; competence and trait names
 * come from the organization's own models and templates, so they are shown as written.
 */
export function useMetricLabel() {
  const { t, i18n } = useTranslation('profiles')
  return useCallback(
    ({ metric }: Pick<SeriesRef, 'metric'>) => {
      if ((TEAM_ROLE_IDS as readonly string[]).includes(metric))
        return t(`roles.${metric as TeamRoleId}`, { ns: 'reportKinds' })
      return i18n.exists(`metric.${metric}`, { ns: 'profiles' }) ? t(`metric.${metric}` as 'metric.overall') : metric
    },
    [t, i18n],
  )
}
