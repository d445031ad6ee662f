import {
  Body1,
  Button,
  Dropdown,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  tokens,
} from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { isApiError } from '../../../lib/api-client'
import { useLoad } from '../../../lib/use-load'
import { listRecalculations, recalculatePrices, USAGE_KINDS, type Recalculation } from '../api'
import { formatDay, formatMoney } from '../format-money'

const ALL = 'all'
const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  field: { flex: '1 1 150px', minWidth: '150px', maxWidth: '220px' },
  reason: { flex: '2 1 240px', minWidth: '200px' },
  control: { minWidth: 0, width: '100%' },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
})

/**
 * Superadmin: re-price a period's usage by the price table as it stands. A preview (dry run) first says how many
 * rows and how much would change; the recalculation itself asks for a reason and is recorded and audited. Months
 * with an issued invoice are never changed.
 */
export function PriceRecalculation({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation('costs')
  const styles = useStyles()
  const month = new Date().toISOString().slice(0, 8)
  const [form, setForm] = useState({
    from: `${month}01`,
    to: new Date().toISOString().slice(0, 10),
    kind: ALL,
    reason: '',
  })
  const [preview, setPreview] = useState<Recalculation | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [version, setVersion] = useState(0)
  const history = useLoad((signal) => listRecalculations(signal), [version], t('recalc.loadFailed'))
  const body = (dryRun: boolean) => ({
    from: form.from,
    to: form.to,
    reason: form.reason.trim(),
    dryRun,
    ...(form.kind === ALL ? {} : { kind: form.kind }),
  })
  /** Resolves to the error message, if any (the confirmation dialog shows it). */
  const run = async (dryRun: boolean): Promise<string | undefined> => {
    const { data, error: e } = await recalculatePrices(body(dryRun))
    const message = e ? (isApiError(e) ? e.message : t('recalc.failed')) : undefined
    setError(message ?? null)
    if (!data) return message
    setPreview(data)
    if (!dryRun) {
      setVersion((v) => v + 1)
      setConfirming(false)
      onDone()
    }
    return undefined
  }
  const money = (minor: number) => formatMoney(minor, 'EUR', i18n.language)
  const change = (r: Recalculation) =>
    t(r.dryRun ? 'recalc.preview' : 'recalc.done', {
      rows: r.rowsChanged,
      skipped: r.rowsSkipped,
      delta: money(r.deltaMinor),
    })
  const ready = form.reason.trim().length >= 3 && form.from <= form.to
  return (
    <>
      <div className={styles.form} data-recalculation>
        <Field label={t('filters.from')} className={styles.field}>
          <Input
            className={styles.control}
            type="date"
            value={form.from}
            onChange={(_, d) => setForm({ ...form, from: d.value })}
          />
        </Field>
        <Field label={t('filters.to')} className={styles.field}>
          <Input
            className={styles.control}
            type="date"
            value={form.to}
            onChange={(_, d) => setForm({ ...form, to: d.value })}
          />
        </Field>
        <Field label={t('filters.kind')} className={styles.field}>
          <Dropdown
            className={styles.control}
            value={form.kind === ALL ? t('filters.allKinds') : t(`kinds.${form.kind}`, { defaultValue: form.kind })}
            selectedOptions={[form.kind]}
            onOptionSelect={(_, d) => d.optionValue && setForm({ ...form, kind: d.optionValue })}
          >
            {[ALL, ...USAGE_KINDS].map((k) => (
              <Option key={k} value={k}>
                {k === ALL ? t('filters.allKinds') : t(`kinds.${k}`, { defaultValue: k })}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('recalc.reason')} className={styles.reason}>
          <Input
            className={styles.control}
            value={form.reason}
            onChange={(_, d) => setForm({ ...form, reason: d.value })}
          />
        </Field>
        <Button disabled={!ready} onClick={() => void run(true)}>
          {t('recalc.previewButton')}
        </Button>
        <Button appearance="primary" disabled={!ready} onClick={() => setConfirming(true)}>
          {t('recalc.run')}
        </Button>
      </div>
      {preview && (
        <MessageBar intent={preview.dryRun ? 'info' : 'success'}>
          <MessageBarBody data-recalculation-result>{change(preview)}</MessageBarBody>
        </MessageBar>
      )}
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {(history.data?.recalculations.length ?? 0) > 0 && (
        <ul className={styles.list}>
          {history.data!.recalculations.slice(0, 5).map((r) => (
            <li key={r.id}>
              <Body1>
                {t('recalc.history', {
                  from: formatDay(r.from, i18n.language),
                  to: formatDay(r.to, i18n.language),
                  who: r.createdBy ?? '—',
                  reason: r.reason,
                })}{' '}
                {change(r)}
              </Body1>
            </li>
          ))}
        </ul>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('recalc.confirmTitle')}
          body={t('recalc.confirm', {
            from: formatDay(form.from, i18n.language),
            to: formatDay(form.to, i18n.language),
          })}
          confirmLabel={t('recalc.run')}
          onConfirm={() => run(false)}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  )
}
