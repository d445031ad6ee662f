import { Body1, Button, makeStyles, Subtitle1, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL } })

/** Every question done: one last button sends the interview. */
export function FinishStep({ busy, onFinish }: { busy: boolean; onFinish: () => void }) {
  const { t } = useTranslation('selfInterviews')
  const styles = useStyles()
  return (
    <div className={styles.root}>
      <Subtitle1 as="h2">{t('take.finish.title')}</Subtitle1>
      <Body1>{t('take.finish.hint')}</Body1>
      <div>
        <Button appearance="primary" disabled={busy} onClick={onFinish} data-testid="finish">
          {t('take.finish.submit')}
        </Button>
      </div>
    </div>
  )
}
