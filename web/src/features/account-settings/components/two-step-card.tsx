import {
  Badge,
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { disableTwoStep, getProfile } from '../api'
import { useLoad } from '../../../lib/use-load'
import { LoadState } from '../../../components/load-state'
import { SectionCard } from './section-card'
import { TwoStepSetup } from './two-step-setup'

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
})

/** Two-step sign-in with an authenticator app (TOTP): off, being set up, or on (and then disabled with a password). */
export function TwoStepCard() {
  const { t } = useTranslation('account')
  const styles = useStyles()
  const { data, error: loadError, reload, setData } = useLoad(() => getProfile(), [], 'failed')
  const [settingUp, setSettingUp] = useState(false)
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  if (!data) return <LoadState failed={Boolean(loadError)} onRetry={reload} />

  const disable = async () => {
    const { response } = await disableTwoStep({ password }).catch(() => ({ response: undefined }))
    if (!response?.ok) return setError(t('twoStep.disableError'))
    setError(null)
    setPassword('')
    setData({ ...data, twoStepEnabled: false })
  }
  const badge = (
    <Badge appearance="tint" color={data.twoStepEnabled ? 'success' : 'informative'} data-testid="two-step-state">
      {t(data.twoStepEnabled ? 'twoStep.on' : 'twoStep.off')}
    </Badge>
  )

  return (
    <SectionCard title={t('twoStep.title')} description={t('twoStep.description')} action={badge}>
      {!data.twoStepEnabled && !settingUp && (
        <div>
          <Button appearance="primary" onClick={() => setSettingUp(true)}>
            {t('twoStep.enable')}
          </Button>
        </div>
      )}
      {!data.twoStepEnabled && settingUp && (
        <TwoStepSetup
          onCancel={() => setSettingUp(false)}
          onDone={() => {
            setSettingUp(false)
            setData({ ...data, twoStepEnabled: true })
          }}
        />
      )}
      {data.twoStepEnabled && (
        <>
          <Text>{t('twoStep.disableHint')}</Text>
          <div className={styles.row}>
            <Field label={t('twoStep.password')} validationMessage={error ?? undefined}>
              <Input
                type="password"
                name="disablePassword"
                autoComplete="current-password"
                value={password}
                onChange={(_, d) => setPassword(d.value)}
              />
            </Field>
            <Button onClick={() => void disable()} disabled={!password}>
              {t('twoStep.disable')}
            </Button>
          </div>
        </>
      )}
      {error && !data.twoStepEnabled && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
    </SectionCard>
  )
}
