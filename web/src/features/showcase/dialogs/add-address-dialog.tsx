import {
  Button,
  Checkbox,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Select,
  tokens,
} from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { COUNTRIES } from '../forms/layouts/account-fields'
import { CancelButton, ExampleDialog } from './example-dialog'

const EMPTY = { kind: 'home', name: '', country: '', line1: '', line2: '', city: '', postcode: '', billing: false }
const REQUIRED = ['name', 'country', 'line1', 'city', 'postcode'] as const
const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: tokens.spacingVerticalM },
})

/** Add new address: home or office, the address lines and whether it is also the billing address. */
export function AddAddressDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('showcaseForms')
  const styles = useStyles()
  const [v, setV] = useState(EMPTY)
  const [submitted, setSubmitted] = useState(false)
  const [saved, setSaved] = useState(false)
  const missing = (k: (typeof REQUIRED)[number]) => (submitted && !v[k].trim() ? t('errors.required') : undefined)
  const text = (k: 'name' | 'line1' | 'line2' | 'city' | 'postcode', label: string, autoComplete: string) => (
    <Field
      label={label}
      required={(REQUIRED as readonly string[]).includes(k)}
      validationMessage={k === 'line2' ? undefined : missing(k)}
    >
      <Input autoComplete={autoComplete} value={v[k]} onChange={(_, d) => setV({ ...v, [k]: d.value })} />
    </Field>
  )
  const submit = () => {
    setSubmitted(true)
    if (REQUIRED.every((k) => v[k].trim())) setSaved(true)
  }
  return (
    <ExampleDialog
      title={t('dialogs.address.title')}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <>
          <Button type="submit" appearance="primary">
            {t('submit')}
          </Button>
          <CancelButton onClose={onClose} />
        </>
      }
    >
      {saved && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('dialogs.address.saved')}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={t('dialogs.address.kind')}>
        <RadioGroup layout="horizontal" value={v.kind} onChange={(_, d) => setV({ ...v, kind: d.value })}>
          <Radio value="home" label={t('dialogs.address.home')} />
          <Radio value="office" label={t('dialogs.address.office')} />
        </RadioGroup>
      </Field>
      <div className={styles.grid}>
        {text('name', t('fields.name'), 'name')}
        <Field label={t('fields.country')} required validationMessage={missing('country')}>
          <Select value={v.country} onChange={(_, d) => setV({ ...v, country: d.value })}>
            <option value="">{t('fields.choose')}</option>
            {COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {t(`countries.${c}`)}
              </option>
            ))}
          </Select>
        </Field>
        {text('line1', t('dialogs.address.line1'), 'address-line1')}
        {text('line2', t('dialogs.address.line2'), 'address-line2')}
        {text('city', t('fields.city'), 'address-level2')}
        {text('postcode', t('fields.postcode'), 'postal-code')}
      </div>
      <Checkbox
        label={t('dialogs.address.billing')}
        checked={v.billing}
        onChange={(_, d) => setV({ ...v, billing: !!d.checked })}
      />
    </ExampleDialog>
  )
}
