import { Body1, Button, makeStyles, MessageBar, MessageBarBody, Switch, tokens } from '@fluentui/react-components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorState, LoadingState } from '../../../components/screen-state'
import { SectionCard } from '../../../components/section-card'
import { useAppAbility } from '../../../lib/ability'
import { useLoad } from '../../../lib/use-load'
import { callErrors, messageOf } from '../shared/call-error'
import {
  getCustomerNotifications,
  saveCustomerNotifications,
  type CustomerNotifications as Prefs,
} from './ecommerce-api'
import { Notice } from './notice'

const KEYS = ['orderConfirmation', 'orderCancelled', 'shippingUpdate', 'delivered', 'promotions'] as const

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', justifyContent: 'flex-end' },
})

/** The customer's notifications tab: which store mails they get, saved for this customer. */
export function CustomerNotifications({ customerId, email }: { customerId: number; email: string }) {
  const { t } = useTranslation('ecommerce')
  const styles = useStyles()
  const canManage = useAppAbility().can('manage', 'Demo')
  const loaded = useLoad((signal) => getCustomerNotifications(customerId, signal), [customerId], t('loadError'))
  const [prefs, setPrefs] = useState<Prefs>()
  const [error, setError] = useState<string>()
  const [notice, setNotice] = useState<string>()
  const [pending, setPending] = useState(false)
  useEffect(() => {
    if (loaded.data) setPrefs(loaded.data)
  }, [loaded.data])
  const save = async () => {
    if (!prefs) return
    setPending(true)
    const failure = await callErrors(
      saveCustomerNotifications(customerId, prefs),
      t('errors.unexpected', { ns: 'common' }),
    )
    setPending(false)
    setError(failure && messageOf(failure))
    setNotice(failure ? undefined : t('customers.notificationsSaved'))
  }
  return (
    <SectionCard title={t('customers.tabs.notifications')}>
      <Body1>{t('customers.notificationsText', { email })}</Body1>
      <Notice text={notice} onClose={() => setNotice(undefined)} />
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {loaded.error ? (
        <ErrorState message={loaded.error} onRetry={loaded.reload} />
      ) : !prefs ? (
        <LoadingState />
      ) : (
        <div className={styles.list}>
          {KEYS.map((k) => (
            <Switch
              key={k}
              label={t(`customers.mails.${k}`)}
              checked={prefs[k]}
              disabled={!canManage}
              onChange={(_, d) => setPrefs({ ...prefs, [k]: d.checked })}
            />
          ))}
          {canManage && (
            <div className={styles.actions}>
              <Button appearance="primary" disabled={pending} onClick={() => void save()}>
                {t('save')}
              </Button>
            </div>
          )}
        </div>
      )}
    </SectionCard>
  )
}
