import {
  Button,
  Checkbox,
  Dropdown,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  Radio,
  RadioGroup,
  Switch,
  Tab,
  TabList,
  tokens,
} from '@fluentui/react-components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorState, LoadingState } from '../../../components/screen-state'
import { SectionCard } from '../../../components/section-card'
import { useAppAbility } from '../../../lib/ability'
import { useLoad } from '../../../lib/use-load'
import { below } from '../../../theme/breakpoints'
import { callErrors } from '../shared/call-error'
import { SandboxPage } from '../shared/sandbox-page'
import { getStoreSettings, saveStoreSettings } from './ecommerce-api'
import { Notice } from './notice'
import { fromDraft, toDraft, validateSettings, type SettingsDraft } from './settings-form'

const SECTIONS = ['store', 'payments', 'checkout', 'shipping', 'locations', 'notifications'] as const
type Section = (typeof SECTIONS)[number]

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: '220px minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    [below('md')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  tabs: { overflowX: 'auto' },
  pair: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: tokens.spacingHorizontalM,
    [below('sm')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  actions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
})

/** /apps/ecommerce/settings: the store's settings in six sections, saved together. */
export function SettingsPage() {
  const { t } = useTranslation('ecommerce')
  const styles = useStyles()
  const canManage = useAppAbility().can('manage', 'Demo')
  const loaded = useLoad((signal) => getStoreSettings(signal), [], t('loadError'))
  const [draft, setDraft] = useState<SettingsDraft>()
  const [section, setSection] = useState<Section>('store')
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const [formError, setFormError] = useState<string>()
  const [notice, setNotice] = useState<string>()
  const [pending, setPending] = useState(false)
  useEffect(() => {
    if (loaded.data) setDraft(toDraft(loaded.data))
  }, [loaded.data])

  if (loaded.error)
    return (
      <SandboxPage title={t('settings.title')}>
        <ErrorState message={loaded.error} onRetry={loaded.reload} />
      </SandboxPage>
    )
  if (!draft)
    return (
      <SandboxPage title={t('settings.title')}>
        <LoadingState />
      </SandboxPage>
    )

  const set = <K extends keyof SettingsDraft>(key: K, change: Partial<SettingsDraft[K]>) =>
    setDraft((d) => d && { ...d, [key]: { ...d[key], ...change } })
  const f = (path: string) => ({
    validationMessage: errors[path],
    validationState: errors[path] ? ('error' as const) : ('none' as const),
  })
  const save = async () => {
    const local = validateSettings(draft)
    setErrors(Object.fromEntries(Object.entries(local).map(([k, v]) => [k, t(v as 'settings.errors.required')])))
    setNotice(undefined)
    if (Object.keys(local).length) {
      setSection(Object.keys(local)[0].split('.')[0] as Section)
      return setFormError(t('form.fixFields'))
    }
    setPending(true)
    let saved = false
    const failure = await callErrors(
      saveStoreSettings(fromDraft(draft)).then((r) => {
        saved = !!r.data
        if (r.data) loaded.setData(r.data)
        return r
      }),
      t('errors.unexpected', { ns: 'common' }),
    )
    setPending(false)
    if (failure) {
      setErrors(failure.fields)
      return setFormError(failure.form ?? t('form.fixFields'))
    }
    setFormError(undefined)
    if (saved) setNotice(t('settings.saved'))
  }
  const choice = <K extends 'checkout' | 'payments' | 'store'>(
    key: K,
    name: keyof SettingsDraft[K] & string,
    values: readonly string[],
  ) => (
    <Field label={t(`settings.${key}.${name}` as 'settings.checkout.contact')}>
      <RadioGroup
        value={String(draft[key][name])}
        onChange={(_, d) => set(key, { [name]: d.value } as Partial<SettingsDraft[K]>)}
      >
        {values.map((v) => (
          <Radio key={v} value={v} label={t(`settings.choices.${v}` as 'settings.choices.email')} />
        ))}
      </RadioGroup>
    </Field>
  )
  const toggle = <K extends 'payments' | 'checkout' | 'locations' | 'notifications'>(
    key: K,
    name: keyof SettingsDraft[K] & string,
  ) => (
    <Switch
      label={t(`settings.${key}.${name}` as 'settings.notifications.delivered')}
      checked={Boolean(draft[key][name])}
      onChange={(_, d) => set(key, { [name]: d.checked } as Partial<SettingsDraft[K]>)}
    />
  )
  const text = <K extends 'store' | 'shipping' | 'locations'>(
    key: K,
    name: keyof SettingsDraft[K] & string,
    required = false,
  ) => (
    <Field label={t(`settings.${key}.${name}` as 'settings.store.name')} required={required} {...f(`${key}.${name}`)}>
      <Input
        value={String(draft[key][name])}
        onChange={(_, d) => set(key, { [name]: d.value } as Partial<SettingsDraft[K]>)}
      />
    </Field>
  )

  return (
    <SandboxPage title={t('settings.title')} subtitle={t('settings.subtitle')}>
      <Notice text={notice} onClose={() => setNotice(undefined)} />
      {formError && (
        <MessageBar intent="error">
          <MessageBarBody>{formError}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.layout}>
        <TabList
          className={styles.tabs}
          vertical
          selectedValue={section}
          onTabSelect={(_, d) => setSection(d.value as Section)}
          aria-label={t('settings.sections')}
        >
          {SECTIONS.map((s) => (
            <Tab key={s} value={s}>
              {t(`settings.tabs.${s}`)}
            </Tab>
          ))}
        </TabList>
        <form
          role="tabpanel"
          aria-label={t(`settings.tabs.${section}`)}
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void save()
          }}
        >
          <SectionCard title={t(`settings.tabs.${section}`)}>
            {section === 'store' && (
              <>
                {text('store', 'name', true)}
                <div className={styles.pair}>
                  {text('store', 'phone')}
                  {text('store', 'email')}
                </div>
                <div className={styles.pair}>
                  <Field label={t('settings.store.currency')}>
                    <Dropdown
                      value={draft.store.currency}
                      selectedOptions={[draft.store.currency]}
                      onOptionSelect={(_, d) =>
                        set('store', { currency: d.optionValue as SettingsDraft['store']['currency'] })
                      }
                    >
                      {(['USD', 'EUR', 'GBP', 'RUB', 'AED'] as const).map((c) => (
                        <Option key={c} value={c}>
                          {c}
                        </Option>
                      ))}
                    </Dropdown>
                  </Field>
                  {choice('store', 'weightUnit', ['kg', 'lb'])}
                </div>
              </>
            )}
            {section === 'payments' && (
              <>
                {choice('payments', 'provider', ['stripe', 'paypal', 'adyen'])}
                {toggle('payments', 'cashOnDelivery')}
                {toggle('payments', 'bankTransfer')}
              </>
            )}
            {section === 'checkout' && (
              <>
                {choice('checkout', 'contact', ['email', 'phone'])}
                {choice('checkout', 'companyName', ['hidden', 'optional', 'required'])}
                {choice('checkout', 'addressLine2', ['hidden', 'optional', 'required'])}
                <Checkbox
                  label={t('settings.checkout.shippingAsBilling')}
                  checked={draft.checkout.shippingAsBilling}
                  onChange={(_, d) => set('checkout', { shippingAsBilling: !!d.checked })}
                />
              </>
            )}
            {section === 'shipping' && (
              <div className={styles.pair}>
                {text('shipping', 'domestic', true)}
                {text('shipping', 'international', true)}
                {text('shipping', 'freeOver')}
              </div>
            )}
            {section === 'locations' && (
              <>
                {text('locations', 'name', true)}
                {text('locations', 'address')}
                <div className={styles.pair}>
                  {text('locations', 'city')}
                  {text('locations', 'country')}
                </div>
                {toggle('locations', 'fulfilOnline')}
              </>
            )}
            {section === 'notifications' &&
              (['orderConfirmation', 'orderCancelled', 'shippingUpdate', 'delivered', 'newReview'] as const).map(
                (n) => <div key={n}>{toggle('notifications', n)}</div>,
              )}
            {canManage && (
              <div className={styles.actions}>
                <Button type="submit" appearance="primary" disabled={pending}>
                  {t('save')}
                </Button>
              </div>
            )}
          </SectionCard>
        </form>
      </div>
    </SandboxPage>
  )
}
