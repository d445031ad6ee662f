import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components'
import { QRCodeSVG } from 'qrcode.react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { enableTwoStep, setupTwoStep } from '../api'

const useStyles = makeStyles({
  root: { display: 'flex', gap: tokens.spacingHorizontalXXL, flexWrap: 'wrap', alignItems: 'flex-start' },
  // The QR code stays dark on a static white in both themes, or phone cameras struggle to read it.
  qr: {
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralForegroundStaticInverted,
    borderRadius: tokens.borderRadiusMedium,
    lineHeight: 0,
  },
  steps: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '420px' },
  secret: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
  codes: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, max-content)',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXXL}`,
    fontFamily: tokens.fontFamilyMonospace,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
})

/** Setup: scan the QR code (or type the secret), confirm one code, then keep the recovery codes shown once. */
export function TwoStepSetup({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const { t } = useTranslation('account')
  const { t: tc } = useTranslation()
  const styles = useStyles()
  const [setup, setSetup] = useState<{ secret: string; otpauthUrl: string } | null>(null)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [recovery, setRecovery] = useState<string[] | null>(null)

  useEffect(() => {
    setupTwoStep().then(
      ({ data }) => (data ? setSetup(data) : setError(tc('errors.unexpected'))),
      () => setError(tc('errors.unexpected')),
    )
  }, [tc])

  const confirm = async () => {
    const { data } = await enableTwoStep(code.trim()).catch(() => ({ data: undefined }))
    if (!data) return setError(t('twoStep.wrongCode'))
    setError(null)
    setRecovery(data.recoveryCodes)
  }

  if (recovery)
    return (
      <div className={styles.steps}>
        <MessageBar intent="success">
          <MessageBarBody>{t('twoStep.enabled')}</MessageBarBody>
        </MessageBar>
        <Text weight="semibold">{t('twoStep.recoveryTitle')}</Text>
        <Text>{t('twoStep.recoveryHint')}</Text>
        <div className={styles.codes} data-testid="recovery-codes">
          {recovery.map((c) => (
            <span key={c}>{c}</span>
          ))}
        </div>
        <div>
          <Button appearance="primary" onClick={onDone}>
            {t('twoStep.savedCodes')}
          </Button>
        </div>
      </div>
    )
  if (!setup)
    return error ? (
      <MessageBar intent="error">
        <MessageBarBody>{error}</MessageBarBody>
      </MessageBar>
    ) : (
      <Spinner size="small" />
    )
  return (
    <div className={styles.root}>
      <div className={styles.qr}>
        <QRCodeSVG value={setup.otpauthUrl} size={168} aria-label={t('twoStep.qr')} />
      </div>
      <div className={styles.steps}>
        <Text>{t('twoStep.scan')}</Text>
        <Text size={200}>
          {t('twoStep.secret')}{' '}
          <span className={styles.secret} data-testid="two-step-secret">
            {setup.secret}
          </span>
        </Text>
        <Field label={t('twoStep.code')} validationMessage={error ?? undefined}>
          <Input
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(_, d) => setCode(d.value)}
          />
        </Field>
        <div className={styles.actions}>
          <Button appearance="primary" disabled={code.trim().length !== 6} onClick={() => void confirm()}>
            {t('twoStep.confirm')}
          </Button>
          <Button onClick={onCancel}>{tc('cancel')}</Button>
        </div>
      </div>
    </div>
  )
}
