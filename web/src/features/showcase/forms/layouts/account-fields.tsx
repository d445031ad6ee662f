import { Field, Input, makeStyles, Select, Textarea, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'

export interface AccountValues {
  name: string
  email: string
  country: string
  bio: string
}
export const EMPTY_ACCOUNT: AccountValues = { name: '', email: '', country: '', bio: '' }
export const COUNTRIES = ['fr', 'de', 'ae', 'ru', 'us'] as const

const useStyles = makeStyles({
  vertical: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: tokens.spacingVerticalM,
  },
  horizontal: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
})

/** The account fields every layout example arranges: the same fields, so the layouts compare side by side. */
export function AccountFields({
  values,
  onChange,
  horizontal,
}: {
  values: AccountValues
  onChange: (v: AccountValues) => void
  horizontal?: boolean
}) {
  const { t } = useTranslation('showcaseForms')
  const styles = useStyles()
  const orientation = horizontal ? 'horizontal' : 'vertical'
  const set = (key: keyof AccountValues) => (_: unknown, d: { value: string }) =>
    onChange({ ...values, [key]: d.value })
  return (
    <div className={horizontal ? styles.horizontal : styles.vertical}>
      <Field label={t('fields.name')} orientation={orientation} required>
        <Input value={values.name} onChange={set('name')} autoComplete="name" />
      </Field>
      <Field label={t('fields.email')} orientation={orientation}>
        <Input type="email" value={values.email} onChange={set('email')} autoComplete="email" />
      </Field>
      <Field label={t('fields.country')} orientation={orientation}>
        <Select value={values.country} onChange={set('country')}>
          <option value="">{t('fields.choose')}</option>
          {COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {t(`countries.${c}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('fields.bio')} orientation={orientation}>
        <Textarea value={values.bio} onChange={set('bio')} resize="vertical" />
      </Field>
    </div>
  )
}
