import { Field, Input, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { BillingContact, ContactErrors } from './billing-contact'
import { below } from '../../theme/breakpoints'

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    [below('sm')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  wide: { gridColumn: '1 / -1' },
})

const FIELDS: {
  key: keyof BillingContact
  autoComplete: string
  type?: 'email'
  wide?: boolean
  optional?: boolean
}[] = [
  { key: 'fullName', autoComplete: 'name' },
  { key: 'email', autoComplete: 'email', type: 'email' },
  { key: 'company', autoComplete: 'organization' },
  { key: 'country', autoComplete: 'country-name' },
  { key: 'address', autoComplete: 'street-address', wide: true },
  { key: 'vatId', autoComplete: 'off', optional: true },
]

/** Who receives the invoice. Validation is the caller's (billing-contact.ts); errors show once it has run. */
export function BillingContactFields({
  value,
  errors,
  onChange,
}: {
  value: BillingContact
  errors: ContactErrors
  onChange: (next: BillingContact) => void
}) {
  const { t } = useTranslation('frontCheckout')
  const styles = useStyles()
  return (
    <div className={styles.grid}>
      {FIELDS.map(({ key, autoComplete, type, wide, optional }) => (
        <Field
          key={key}
          className={wide ? styles.wide : undefined}
          label={t(`contact.${key}`)}
          required={!optional}
          validationMessage={errors[key] ? t(`contact.errors.${errors[key]}`) : undefined}
        >
          <Input
            name={key}
            type={type}
            autoComplete={autoComplete}
            value={value[key]}
            onChange={(_, d) => onChange({ ...value, [key]: d.value })}
          />
        </Field>
      ))}
    </div>
  )
}
