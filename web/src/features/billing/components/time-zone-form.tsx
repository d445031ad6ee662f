import {
  Button,
  Combobox,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  tokens,
} from '@fluentui/react-components'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../components/section-card'
import { ErrorState, LoadingState } from '../../../components/screen-state'
import { isApiError } from '../../../lib/api-client'
import { useLoad } from '../../../lib/use-load'
import { getCostSettings, setCostTimeZone } from '../api'

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-end' },
  field: { minWidth: '240px', maxWidth: '100%', flexGrow: 1 },
})

/** The browser's list of zone names to pick from; the service checks the name against PostgreSQL's own list. */
const zoneNames = (): string[] => {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] }
  return intl.supportedValuesOf ? ['UTC', ...intl.supportedValuesOf('timeZone')] : ['UTC']
}

/**
 * The organization's cost time zone: where its cost days and months start (dashboards, budget, invoices). Saving
 * rebuilds its daily rollups on the service; the ledger itself never changes.
 */
export function TimeZoneForm({ orgId }: { orgId?: string }) {
  const { t } = useTranslation('billing')
  const styles = useStyles()
  const settings = useLoad((signal) => getCostSettings(orgId, signal), [orgId], t('timeZone.loadFailed'))
  const [typed, setTyped] = useState<string | null>(null)
  const [state, setState] = useState<{ kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; message: string }>({
    kind: 'idle',
  })
  const zones = useMemo(() => zoneNames(), [])
  const value = typed ?? settings.data?.timeZone ?? ''
  const matches = zones.filter((z) => z.toLowerCase().includes(value.toLowerCase())).slice(0, 50)
  const save = async () => {
    setState({ kind: 'saving' })
    const { data, error } = await setCostTimeZone(orgId, value.trim())
    if (data) {
      settings.setData(data)
      setTyped(null)
      setState({ kind: 'saved' })
    } else setState({ kind: 'error', message: isApiError(error) ? error.message : t('timeZone.failed') })
  }
  return (
    <SectionCard title={t('timeZone.title')}>
      {settings.error ? (
        <ErrorState message={settings.error} onRetry={settings.reload} />
      ) : !settings.data ? (
        <LoadingState />
      ) : (
        <div className={styles.row}>
          <Field label={t('timeZone.label')} hint={t('timeZone.hint')} className={styles.field}>
            <Combobox
              freeform
              value={value}
              selectedOptions={value ? [value] : []}
              data-time-zone
              onInput={(e) => setTyped((e.target as HTMLInputElement).value)}
              onOptionSelect={(_, d) => d.optionValue && setTyped(d.optionValue)}
            >
              {matches.map((z) => (
                <Option key={z} value={z}>
                  {z}
                </Option>
              ))}
            </Combobox>
          </Field>
          <Button
            appearance="primary"
            disabled={!value.trim() || value === settings.data.timeZone || state.kind === 'saving'}
            onClick={() => void save()}
          >
            {t('timeZone.save')}
          </Button>
        </div>
      )}
      {state.kind === 'saved' && (
        <MessageBar intent="success">
          <MessageBarBody>{t('timeZone.saved')}</MessageBarBody>
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
