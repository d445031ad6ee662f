import {
  Body1,
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  tokens,
} from '@fluentui/react-components'
import { QRCodeSVG } from 'qrcode.react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppAbility } from '../../../lib/ability'
import { isApiError } from '../../../lib/api-client'
import { LoadingState } from '../../../components/screen-state'
import { enableTwoStep, setupTwoStep } from './dialogs-api'
import { CancelButton, ExampleDialog } from './example-dialog'

const useStyles = makeStyles({
  qr: {
    alignSelf: 'center',
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
  },
  secret: { overflowWrap: 'anywhere', fontFamily: tokens.fontFamilyMonospace },
  codes: { display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: tokens.spacingVerticalXS },
})

type Step =
  | { kind: 'method' }
  | { kind: 'loading' }
  | { kind: 'scan'; secret: string; url: string }
  | { kind: 'done'; codes: string[] }

/**
 * Enable two-step: the QR code is the signed-in account's real authenticator seed (POST /api/account/two-step/setup);
 * a code from the app turns two-step sign-in on (enable) and shows the recovery codes.
 */
export function TwoStepDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('showcaseForms')
  const styles = useStyles()
  const [method, setMethod] = useState('app')
  const [step, setStep] = useState<Step>({ kind: 'method' })
  const [error, setError] = useState<string>()
  const [code, setCode] = useState('')
  // The shared demo accounts are read-only: they may not change their own sign-in, so the service would refuse setup.
  const canSetUp = useAppAbility().can('update', 'OwnAccount')
  const start = async () => {
    setError(undefined)
    setStep({ kind: 'loading' })
    const { data, error } = await setupTwoStep()
    if (data) return setStep({ kind: 'scan', secret: data.secret, url: data.otpauthUrl })
    setStep({ kind: 'method' })
    setError(isApiError(error) ? error.message : t('loadFailed'))
  }
  const enable = async () => {
    setError(undefined)
    const { data, error } = await enableTwoStep(code)
    if (data) return setStep({ kind: 'done', codes: data.recoveryCodes })
    setError(isApiError(error) ? error.message : t('loadFailed'))
  }
  const actions =
    step.kind === 'method' ? (
      <>
        <Button appearance="primary" disabled={!canSetUp} onClick={() => void start()}>
          {t('dialogs.next')}
        </Button>
        <CancelButton onClose={onClose} />
      </>
    ) : step.kind === 'scan' ? (
      <>
        <Button type="submit" appearance="primary" disabled={!/^\d{6}$/.test(code)}>
          {t('dialogs.twoStep.enable')}
        </Button>
        <CancelButton onClose={onClose} />
      </>
    ) : step.kind === 'done' ? (
      <Button appearance="primary" onClick={onClose}>
        {t('dialogs.done')}
      </Button>
    ) : undefined
  return (
    <ExampleDialog
      title={t('dialogs.twoStep.title')}
      onClose={onClose}
      actions={actions}
      onSubmit={step.kind === 'scan' ? () => void enable() : undefined}
    >
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {step.kind === 'method' && !canSetUp && (
        <MessageBar intent="info">
          <MessageBarBody>{t('dialogs.twoStep.readOnly')}</MessageBarBody>
        </MessageBar>
      )}
      {step.kind === 'method' && (
        <Field label={t('dialogs.twoStep.method')}>
          <RadioGroup value={method} onChange={(_, d) => setMethod(d.value)}>
            <Radio value="app" label={t('dialogs.twoStep.app')} />
            <Radio value="sms" label={t('dialogs.twoStep.sms')} disabled />
          </RadioGroup>
        </Field>
      )}
      {step.kind === 'loading' && <LoadingState />}
      {step.kind === 'scan' && (
        <>
          <Body1>{t('dialogs.twoStep.scan')}</Body1>
          <div className={styles.qr}>
            <QRCodeSVG value={step.url} size={176} title={t('dialogs.twoStep.qr')} />
          </div>
          <Body1>
            {t('dialogs.twoStep.orKey')}{' '}
            <code className={styles.secret} dir="ltr">
              {step.secret}
            </code>
          </Body1>
          <Field label={t('dialogs.twoStep.code')} required>
            <Input
              dir="ltr"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(_, d) => setCode(d.value.replace(/\D/g, '').slice(0, 6))}
            />
          </Field>
        </>
      )}
      {step.kind === 'done' && (
        <>
          <MessageBar intent="success" role="status">
            <MessageBarBody>{t('dialogs.twoStep.enabled')}</MessageBarBody>
          </MessageBar>
          <Body1>{t('dialogs.twoStep.recovery')}</Body1>
          <div className={styles.codes}>
            {step.codes.map((c) => (
              <code key={c} className={styles.secret} dir="ltr">
                {c}
              </code>
            ))}
          </div>
        </>
      )}
    </ExampleDialog>
  )
}
