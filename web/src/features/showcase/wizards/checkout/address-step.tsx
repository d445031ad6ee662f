import { useTranslation } from 'react-i18next'
import { FieldGrid, TextField } from '../wizard-field'
import type { StepErrors } from '../validation'
import type { CheckoutDraft } from './checkout-model'

type Props = { draft: CheckoutDraft; errors: StepErrors; update: (p: Partial<CheckoutDraft>) => void }

/** Who receives the order and where. */
export function AddressStep({ draft, errors, update }: Props) {
  const { t } = useTranslation('showcaseGallery')
  const field = (
    name: 'name' | 'email' | 'line' | 'city' | 'zip' | 'country',
    autoComplete: string,
    type?: 'email',
  ) => (
    <TextField
      name={name}
      label={t(`checkout.${name}`)}
      value={draft[name]}
      errors={errors}
      onChange={(v) => update({ [name]: v })}
      required
      type={type}
      autoComplete={autoComplete}
    />
  )
  return (
    <FieldGrid>
      {field('name', 'name')}
      {field('email', 'email', 'email')}
      {field('line', 'street-address')}
      {field('city', 'address-level2')}
      {field('zip', 'postal-code')}
      {field('country', 'country-name')}
    </FieldGrid>
  )
}
