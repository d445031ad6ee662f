import {
  Badge,
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { SectionCard } from '../../../components/section-card'
import { useLoad } from '../../../lib/use-load'
import { createUsagePrice, listUsagePrices } from '../api'

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  table: { minWidth: '720px' },
  form: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  field: { width: '140px' },
})

const EMPTY = {
  kind: '',
  pattern: '*',
  inputPriceMinor: '',
  outputPriceMinor: '',
  unitPriceMinor: '',
  perQuantity: '1',
}
const num = (v: string) => (v.trim() === '' ? undefined : Number(v.replace(',', '.')))

/** Superadmin: the price table with its history; a change is a new price from now (past rows keep theirs). */
export function PriceTable() {
  const { t, i18n } = useTranslation('costs')
  const styles = useStyles()
  const [version, setVersion] = useState(0)
  const [form, setForm] = useState(EMPTY)
  const [error, setError] = useState<string | null>(null)
  const load = useLoad((signal) => listUsagePrices(signal), [version], t('prices.loadFailed'))
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' })
  const n = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 6 })
  const field = (key: keyof typeof EMPTY) => (
    <Field label={t(`prices.${key}`)} className={styles.field}>
      <Input value={form[key]} onChange={(_, d) => setForm((f) => ({ ...f, [key]: d.value }))} />
    </Field>
  )
  const add = async () => {
    const { error: e } = await createUsagePrice({
      kind: form.kind.trim(),
      pattern: form.pattern.trim() || '*',
      currency: 'EUR',
      perQuantity: Number(form.perQuantity) || 1,
      note: '',
      inputPriceMinor: num(form.inputPriceMinor),
      outputPriceMinor: num(form.outputPriceMinor),
      unitPriceMinor: num(form.unitPriceMinor),
    })
    setError(e ? e.message : null)
    if (!e) {
      setForm(EMPTY)
      setVersion((v) => v + 1)
    }
  }
  return (
    <SectionCard title={t('prices.title')}>
      <div className={styles.form}>
        {field('kind')}
        {field('pattern')}
        {field('inputPriceMinor')}
        {field('outputPriceMinor')}
        {field('unitPriceMinor')}
        {field('perQuantity')}
        <Button appearance="primary" disabled={!form.kind.trim()} onClick={() => void add()}>
          {t('prices.add')}
        </Button>
      </div>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {load.error ? (
        <ErrorState message={load.error} onRetry={load.reload} />
      ) : !load.data ? (
        <LoadingState />
      ) : load.data.prices.length === 0 ? (
        <EmptyState title={t('prices.empty')} />
      ) : (
        <div className={styles.scroll}>
          <Table size="small" className={styles.table} aria-label={t('prices.title')}>
            <TableHeader>
              <TableRow>
                {(
                  [
                    'kind',
                    'pattern',
                    'inputPriceMinor',
                    'outputPriceMinor',
                    'unitPriceMinor',
                    'perQuantity',
                    'validFrom',
                  ] as const
                ).map((k) => (
                  <TableHeaderCell key={k}>{t(`prices.${k}`)}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {load.data.prices.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>
                    {t(`kinds.${p.kind}`, { defaultValue: p.kind })}{' '}
                    {p.example && (
                      <Badge appearance="tint" color="informative">
                        {t('prices.example')}
                      </Badge>
                    )}
                  </TableCell>
                  <TableCell>{p.pattern}</TableCell>
                  <TableCell>{n.format(p.inputPriceMinor)}</TableCell>
                  <TableCell>{n.format(p.outputPriceMinor)}</TableCell>
                  <TableCell>{n.format(p.unitPriceMinor)}</TableCell>
                  <TableCell>{n.format(p.perQuantity)}</TableCell>
                  <TableCell>{when.format(new Date(p.validFrom))}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </SectionCard>
  )
}
