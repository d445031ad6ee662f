import {
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
import { isApiError } from '../../../lib/api-client'
import { createUsagePrice, USAGE_KINDS } from '../api'

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  field: { flex: '1 1 140px', minWidth: '140px', maxWidth: '220px' },
  control: { minWidth: 0, width: '100%' },
})

const today = () => new Date().toISOString().slice(0, 10)
const EMPTY = {
  kind: 'llm-tokens' as string,
  pattern: '*',
  inputPriceMinor: '',
  outputPriceMinor: '',
  unitPriceMinor: '',
  perQuantity: '1',
  validFrom: today(),
  note: '',
}
const num = (v: string) => (v.trim() === '' ? undefined : Number(v.replace(',', '.')))

/**
 * Superadmin: a new price for a kind (its engine and unit) and model, from a start date. It prices usage written
 * from now on; rows already written keep theirs until a recalculation.
 */
export function PriceForm({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation('costs')
  const styles = useStyles()
  const [form, setForm] = useState(EMPTY)
  const [error, setError] = useState<string | null>(null)
  const field = (key: Exclude<keyof typeof EMPTY, 'kind'>, type: 'text' | 'date' = 'text') => (
    <Field label={t(`prices.${key}`)} className={styles.field}>
      <Input
        className={styles.control}
        type={type}
        value={form[key]}
        onChange={(_, d) => setForm((f) => ({ ...f, [key]: d.value }))}
      />
    </Field>
  )
  const add = async () => {
    const { error: e } = await createUsagePrice({
      kind: form.kind,
      pattern: form.pattern.trim() || '*',
      currency: 'EUR',
      perQuantity: Number(form.perQuantity) || 1,
      note: form.note.trim(),
      inputPriceMinor: num(form.inputPriceMinor),
      outputPriceMinor: num(form.outputPriceMinor),
      unitPriceMinor: num(form.unitPriceMinor),
      validFrom: new Date(`${form.validFrom}T00:00:00Z`).toISOString(),
    })
    setError(e ? (isApiError(e) ? e.message : t('prices.failed')) : null)
    if (!e) {
      setForm({ ...EMPTY, validFrom: today() })
      onAdded()
    }
  }
  return (
    <>
      <div className={styles.form} data-price-form>
        <Field label={t('prices.kind')} className={styles.field}>
          <Dropdown
            className={styles.control}
            value={t(`kinds.${form.kind}`, { defaultValue: form.kind })}
            selectedOptions={[form.kind]}
            onOptionSelect={(_, d) => d.optionValue && setForm((f) => ({ ...f, kind: d.optionValue! }))}
          >
            {USAGE_KINDS.map((k) => (
              <Option key={k} value={k}>
                {t(`kinds.${k}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        {field('pattern')}
        {field('inputPriceMinor')}
        {field('outputPriceMinor')}
        {field('unitPriceMinor')}
        {field('perQuantity')}
        {field('validFrom', 'date')}
        {field('note')}
        <Button appearance="primary" disabled={!form.validFrom} onClick={() => void add()}>
          {t('prices.add')}
        </Button>
      </div>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
    </>
  )
}
