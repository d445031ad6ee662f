import {
  Button,
  Checkbox,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { setThresholds, type Thresholds } from '../api'

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '480px' },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  field: { flex: '1 1 180px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
})

const LIMITS = { maxParticipants: 100000, maxLatencyMs: 60000 } as const

/**
 * A server's alert limits, for whoever may change the server. An empty limit is off. Saved limits are judged at
 * once against the last poll, so `onSaved` lets the screen reload its alerts.
 */
export function ThresholdsForm({
  serverId,
  thresholds,
  onSaved,
}: {
  serverId: string
  thresholds: Thresholds
  onSaved: () => void
}) {
  const { t } = useTranslation('bbb')
  const styles = useStyles()
  const [values, setValues] = useState({
    maxParticipants: thresholds.maxParticipants?.toString() ?? '',
    maxLatencyMs: thresholds.maxLatencyMs?.toString() ?? '',
  })
  const [offline, setOffline] = useState(thresholds.offline)
  const [invalid, setInvalid] = useState<Partial<Record<keyof typeof LIMITS, boolean>>>({})
  const [result, setResult] = useState<{ intent: 'success' | 'error'; text: string }>()
  const [pending, setPending] = useState(false)

  const parse = (key: keyof typeof LIMITS) => {
    const raw = values[key].trim()
    if (!raw) return null
    const n = Number(raw)
    return Number.isInteger(n) && n >= 1 && n <= LIMITS[key] ? n : undefined
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const maxParticipants = parse('maxParticipants')
    const maxLatencyMs = parse('maxLatencyMs')
    setInvalid({ maxParticipants: maxParticipants === undefined, maxLatencyMs: maxLatencyMs === undefined })
    if (maxParticipants === undefined || maxLatencyMs === undefined) return
    setPending(true)
    const { data, error } = await setThresholds(serverId, { maxParticipants, maxLatencyMs, offline }).catch(() => ({
      data: undefined,
      error: undefined,
    }))
    setPending(false)
    if (data) {
      setResult({ intent: 'success', text: t('thresholds.saved') })
      onSaved()
    } else setResult({ intent: 'error', text: error?.message ?? t('errors.unexpected', { ns: 'common' }) })
  }

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} aria-label={t('thresholds.title')}>
      <p>{t('thresholds.hint')}</p>
      <div className={styles.row}>
        {(['maxParticipants', 'maxLatencyMs'] as const).map((key) => (
          <Field
            key={key}
            className={styles.field}
            label={t(`thresholds.${key}`)}
            validationMessage={invalid[key] ? t('thresholds.invalid', { max: LIMITS[key] }) : undefined}
          >
            <Input
              name={key}
              type="number"
              inputMode="numeric"
              min={1}
              max={LIMITS[key]}
              placeholder={t('thresholds.off')}
              value={values[key]}
              onChange={(_, d) => setValues((v) => ({ ...v, [key]: d.value }))}
            />
          </Field>
        ))}
      </div>
      <Checkbox
        name="offline"
        checked={offline}
        onChange={(_, d) => setOffline(Boolean(d.checked))}
        label={t('thresholds.offline')}
      />
      {result && (
        <MessageBar intent={result.intent} role="status">
          <MessageBarBody>{result.text}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={pending}>
          {t('thresholds.save')}
        </Button>
      </div>
    </form>
  )
}
