import {
  Body1,
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  SpinButton,
  Text,
  tokens,
} from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../components/section-card'
import { failure, setAccommodation, type SelfInterview } from '../api'

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'flex-end',
  },
  percent: { width: '8rem' },
  note: { flex: '1 1 14rem', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
})

/**
 * Extra time for this candidate (an accommodation): a percentage added to the think and answer time of every
 * question opened from now on. Granted while the interview is open; the audit log keeps who granted what.
 */
export function AccommodationCard({
  interview,
  canUpdate,
  onChanged,
}: {
  interview: SelfInterview
  canUpdate: boolean
  onChanged: () => void
}) {
  const { t, i18n } = useTranslation('selfInterviews')
  const styles = useStyles()
  const current = interview.accommodation
  const [percent, setPercent] = useState(current?.extraTimePercent ?? 25)
  const [note, setNote] = useState(current?.note ?? '')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const editable = canUpdate && interview.state !== 'completed' && interview.state !== 'revoked'
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const valid = Number.isInteger(percent) && percent >= 0 && percent <= 100

  const save = async () => {
    setBusy(true)
    setError(undefined)
    const r = await setAccommodation(interview.id, percent, note).catch((e: unknown) => ({ error: e, data: undefined }))
    setBusy(false)
    if (r.error || !r.data) return setError(failure(r.error, t('errors.unexpected')).message)
    onChanged()
  }

  return (
    <SectionCard title={t('accommodation.title')}>
      <div className={styles.stack}>
        <Body1 data-testid="accommodation-current">
          {current && current.extraTimePercent > 0
            ? t('accommodation.granted', {
                percent: current.extraTimePercent,
                date: date.format(new Date(current.grantedAt)),
              })
            : t('accommodation.none')}
        </Body1>
        {current?.note && <Text className={styles.muted}>{current.note}</Text>}
        {editable && (
          <>
            <Text className={styles.muted}>{t('accommodation.hint')}</Text>
            <div className={styles.form}>
              <Field
                label={t('accommodation.percent')}
                className={styles.percent}
                validationMessage={valid ? undefined : t('accommodation.range')}
              >
                <SpinButton
                  min={0}
                  max={100}
                  step={5}
                  value={percent}
                  data-testid="accommodation-percent"
                  onChange={(_, d) => {
                    const v = d.value ?? Number(d.displayValue)
                    setPercent(Number.isFinite(v) ? Number(v) : NaN)
                  }}
                />
              </Field>
              <Field label={t('accommodation.note')} className={styles.note}>
                <Input value={note} maxLength={500} onChange={(_, d) => setNote(d.value)} />
              </Field>
              <Button appearance="primary" disabled={busy || !valid} onClick={() => void save()}>
                {t('accommodation.save')}
              </Button>
            </div>
          </>
        )}
        {error && (
          <MessageBar intent="error">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        )}
      </div>
    </SectionCard>
  )
}
