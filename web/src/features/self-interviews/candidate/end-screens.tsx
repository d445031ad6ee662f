import { Body1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components'
import { CheckmarkCircleRegular, ClockDismissRegular, LinkDismissRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import type { Gone } from './use-candidate'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    textAlign: 'center',
    padding: `${tokens.spacingVerticalXXL} 0`,
  },
  icon: { fontSize: '48px', color: tokens.colorNeutralForeground3 },
  done: { fontSize: '48px', color: tokens.colorPaletteGreenForeground1 },
})

/** Unknown, revoked, expired: each its own clear page (none says whether some other link exists). */
export function GoneScreen({ kind }: { kind: Gone }) {
  const { t } = useTranslation('selfInterviews')
  const styles = useStyles()
  const Icon = kind === 'expired' ? ClockDismissRegular : LinkDismissRegular
  return (
    <div className={styles.root} data-testid={`gone-${kind}`}>
      <Icon className={styles.icon} />
      <Subtitle1 as="h1">{t(`take.gone.${kind}.title`)}</Subtitle1>
      <Body1>{t(`take.gone.${kind}.hint`)}</Body1>
    </div>
  )
}

export function CompletedScreen() {
  const { t } = useTranslation('selfInterviews')
  const styles = useStyles()
  return (
    <div className={styles.root} data-testid="completed">
      <CheckmarkCircleRegular className={styles.done} />
      <Subtitle1 as="h1">{t('take.completed.title')}</Subtitle1>
      <Body1>{t('take.completed.hint')}</Body1>
    </div>
  )
}
