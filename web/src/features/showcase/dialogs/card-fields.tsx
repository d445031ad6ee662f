import { Field, Input, makeStyles, tokens } from '@fluentui/react-components'
import { PaymentRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import {
  cardBrand,
  cardNumberError,
  cvcError,
  expiryError,
  formatCardNumber,
  formatExpiry,
  type CardError,
} from './card-validation'

export interface CardValues {
  number: string
  name: string
  expiry: string
  cvc: string
}
export const EMPTY_CARD: CardValues = { number: '', name: '', expiry: '', cvc: '' }

export function cardErrors(v: CardValues): Partial<Record<keyof CardValues, CardError>> {
  const e: Partial<Record<keyof CardValues, CardError>> = {}
  const number = cardNumberError(v.number)
  if (number) e.number = number
  if (!v.name.trim()) e.name = 'required'
  const expiry = expiryError(v.expiry)
  if (expiry) e.expiry = expiry
  const cvc = cvcError(v.cvc, cardBrand(v.number))
  if (cvc) e.cvc = cvc
  return e
}

const useStyles = makeStyles({
  row: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM },
})

/** Number, name, expiry and CVC, formatted as typed; errors show once `showErrors` (after a submit). */
export function CardFields({
  values,
  onChange,
  showErrors,
}: {
  values: CardValues
  onChange: (v: CardValues) => void
  showErrors: boolean
}) {
  const { t } = useTranslation('showcaseForms')
  const styles = useStyles()
  const errors = showErrors ? cardErrors(values) : {}
  const brand = cardBrand(values.number)
  const msg = (k: keyof CardValues) => (errors[k] ? t(`dialogs.card.errors.${errors[k]}`) : undefined)
  return (
    <>
      <Field
        label={t('dialogs.card.number')}
        required
        validationMessage={msg('number')}
        hint={brand !== 'unknown' ? t(`dialogs.card.brands.${brand}`) : undefined}
      >
        <Input
          dir="ltr"
          inputMode="numeric"
          autoComplete="cc-number"
          contentBefore={<PaymentRegular />}
          value={values.number}
          placeholder="1234 5678 9012 3456"
          onChange={(_, d) => onChange({ ...values, number: formatCardNumber(d.value) })}
        />
      </Field>
      <Field label={t('dialogs.card.name')} required validationMessage={msg('name')}>
        <Input autoComplete="cc-name" value={values.name} onChange={(_, d) => onChange({ ...values, name: d.value })} />
      </Field>
      <div className={styles.row}>
        <Field label={t('dialogs.card.expiry')} required validationMessage={msg('expiry')}>
          <Input
            dir="ltr"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('dialogs.card.expiryPlaceholder')}
            value={values.expiry}
            onChange={(_, d) => onChange({ ...values, expiry: formatExpiry(d.value) })}
          />
        </Field>
        <Field label={t('dialogs.card.cvc')} required validationMessage={msg('cvc')}>
          <Input
            dir="ltr"
            inputMode="numeric"
            autoComplete="cc-csc"
            value={values.cvc}
            placeholder={brand === 'amex' ? '1234' : '123'}
            onChange={(_, d) => onChange({ ...values, cvc: d.value.replace(/\D/g, '').slice(0, 4) })}
          />
        </Field>
      </div>
    </>
  )
}
