import { Body1, Button, Checkbox, makeStyles, Subtitle1, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PublicInterview } from '../api'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  facts: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
})

/** Welcome: who asks, how many questions, how long; consent before anything is recorded. */
export function WelcomeStep({
  interview,
  busy,
  onStart,
}: {
  interview: PublicInterview
  busy: boolean
  onStart: () => void
}) {
  const { t, i18n } = useTranslation('selfInterviews')
  const styles = useStyles()
  const [consent, setConsent] = useState(false)
  const count = interview.questions.filter((q) => !q.practice).length
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <div className={styles.root}>
      <Subtitle1 as="h1">{t('take.welcome.title', { name: interview.candidateName })}</Subtitle1>
      <Body1>{t('take.welcome.intro', { organization: interview.organization })}</Body1>
      <ul className={styles.facts}>
        <li>{t('take.welcome.questions', { count })}</li>
        <li>{t('take.welcome.time', { minutes: interview.estimatedMinutes })}</li>
        <li>{t('take.welcome.until', { date: date.format(new Date(interview.expiresAt)) })}</li>
        <li>{t('take.welcome.resume')}</li>
      </ul>
      <Checkbox
        checked={consent}
        onChange={(_, d) => setConsent(Boolean(d.checked))}
        label={t('take.welcome.consent', { organization: interview.organization })}
      />
      <div>
        <Button appearance="primary" disabled={!consent || busy} onClick={onStart} data-testid="start">
          {t('take.welcome.start')}
        </Button>
      </div>
    </div>
  )
}
