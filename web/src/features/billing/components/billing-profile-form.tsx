import {
  Button,
  Dropdown,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  Textarea,
  tokens,
} from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorState, LoadingState } from '../../../components/screen-state'
import { SectionCard } from '../../../components/section-card'
import { isApiError } from '../../../lib/api-client'
import { useLoad } from '../../../lib/use-load'
import { below } from '../../../theme/breakpoints'
import { getBillingProfile, setBillingProfile, type BillingProfile } from '../api'

const LANGUAGES = ['en', 'ru', 'fr', 'ar'] as const
type Language = (typeof LANGUAGES)[number]

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalL,
    // Each field keeps its own height: stretched to its row (a neighbour with a hint or a textarea), Fluent's field
    // grew its input and pushed it below the neighbour's.
    alignItems: 'start',
    [below('md')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
})

type Draft = Pick<BillingProfile, 'legalName' | 'address' | 'vatId' | 'email'> & { language: Language }

/**
 * The buyer on the organization's invoices: legal name, postal address, VAT id, billing mail and the language
 * invoices are printed in. The admin edits it; invoices issued later print it (issued ones keep theirs).
 */
export function BillingProfileForm({ orgId, canUpdate }: { orgId?: string; canUpdate: boolean }) {
  const { t } = useTranslation('billing')
  const styles = useStyles()
  const load = useLoad((signal) => getBillingProfile(orgId, signal), [orgId], t('profile.loadFailed'))
  const [draft, setDraft] = useState<Draft | null>(null)
  const [state, setState] = useState<{ kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; message: string }>({
    kind: 'idle',
  })
  const p = load.data
  const value: Draft | null =
    draft ??
    (p
      ? { legalName: p.legalName, address: p.address, vatId: p.vatId, email: p.email, language: p.language as Language }
      : null)
  const set = (change: Partial<Draft>) => value && setDraft({ ...value, ...change })
  const save = async () => {
    if (!value) return
    setState({ kind: 'saving' })
    const { data, error } = await setBillingProfile({ ...(orgId ? { orgId } : {}), ...value })
    if (data) {
      load.setData(data)
      setDraft(null)
      setState({ kind: 'saved' })
    } else setState({ kind: 'error', message: isApiError(error) ? error.message : t('profile.failed') })
  }
  return (
    <SectionCard title={t('profile.title')}>
      {load.error ? (
        <ErrorState message={load.error} onRetry={load.reload} />
      ) : !value ? (
        <LoadingState />
      ) : (
        <>
          <div className={styles.grid} data-billing-profile>
            <Field label={t('profile.legalName')} hint={t('profile.legalNameHint')}>
              <Input
                value={value.legalName}
                disabled={!canUpdate}
                maxLength={200}
                onChange={(_, d) => set({ legalName: d.value })}
              />
            </Field>
            <Field label={t('profile.vatId')}>
              <Input
                value={value.vatId}
                disabled={!canUpdate}
                maxLength={40}
                onChange={(_, d) => set({ vatId: d.value })}
              />
            </Field>
            <Field label={t('profile.address')}>
              <Textarea
                value={value.address}
                disabled={!canUpdate}
                maxLength={500}
                resize="vertical"
                rows={3}
                onChange={(_, d) => set({ address: d.value })}
              />
            </Field>
            <div className={styles.grid}>
              <Field label={t('profile.email')}>
                <Input
                  type="email"
                  value={value.email}
                  disabled={!canUpdate}
                  maxLength={200}
                  onChange={(_, d) => set({ email: d.value })}
                />
              </Field>
              <Field label={t('profile.language')} hint={t('profile.languageHint')}>
                <Dropdown
                  value={t(`profile.languages.${value.language}`)}
                  selectedOptions={[value.language]}
                  disabled={!canUpdate}
                  onOptionSelect={(_, d) => set({ language: d.optionValue as Language })}
                >
                  {LANGUAGES.map((l) => (
                    <Option key={l} value={l}>
                      {t(`profile.languages.${l}`)}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
            </div>
          </div>
          {canUpdate && (
            <div className={styles.actions}>
              <Button appearance="primary" disabled={!draft || state.kind === 'saving'} onClick={() => void save()}>
                {t('profile.save')}
              </Button>
            </div>
          )}
        </>
      )}
      {state.kind === 'saved' && (
        <MessageBar intent="success">
          <MessageBarBody>{t('profile.saved')}</MessageBarBody>
        </MessageBar>
      )}
      {state.kind === 'error' && (
        <MessageBar intent="error">
          <MessageBarBody>{state.message}</MessageBarBody>
        </MessageBar>
      )}
    </SectionCard>
  )
}
