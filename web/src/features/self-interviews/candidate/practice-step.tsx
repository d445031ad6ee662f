import { Body1, Button, Field, makeStyles, Subtitle1, Textarea, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PublicQuestion } from '../api'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
})

/** The practice question: tried here in the browser only, never sent, never shown to the manager. */
export function PracticeStep({ question, onDone }: { question: PublicQuestion; onDone: () => void }) {
  const { t } = useTranslation('selfInterviews')
  const styles = useStyles()
  const [text, setText] = useState('')
  return (
    <div className={styles.root}>
      <Subtitle1 as="h2">{t('take.practice.title')}</Subtitle1>
      <Body1>{t('take.practice.hint')}</Body1>
      <Body1 dir="auto">{question.text}</Body1>
      <Field label={t('take.yourAnswer')}>
        <Textarea value={text} onChange={(_, d) => setText(d.value)} rows={4} />
      </Field>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={onDone}>
          {t('take.practice.done')}
        </Button>
      </div>
    </div>
  )
}
