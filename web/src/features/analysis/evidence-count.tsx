import { Caption1, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'

const useStyles = makeStyles({ muted: { color: tokens.colorNeutralForeground3 } })

/** "Evidence: 3", or "not enough evidence" in place of a score that rests on too little. */
export function EvidenceCount({ count, enough }: { count?: number; enough?: boolean }) {
  const { t } = useTranslation('analysis')
  const styles = useStyles()
  if (count === undefined) return null
  return (
    <Caption1 className={styles.muted}>
      {enough === false ? t('notEnoughEvidence') : t('evidenceCount', { count })}
    </Caption1>
  )
}
