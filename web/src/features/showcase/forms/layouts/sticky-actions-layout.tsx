import { Field, Input } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../../components/section-card'
import { AccountFields, EMPTY_ACCOUNT } from './account-fields'
import { ExampleForm } from './example-form'

const EMPTY_ADDRESS = { street: '', city: '', postcode: '' }

/** /forms/sticky-actions: a long form whose Save and Reset stay at the bottom of the window while it scrolls. */
export default function StickyActionsLayout() {
  const { t } = useTranslation('showcaseForms')
  const [values, setValues] = useState(EMPTY_ACCOUNT)
  const [address, setAddress] = useState(EMPTY_ADDRESS)
  const set = (key: keyof typeof EMPTY_ADDRESS) => (_: unknown, d: { value: string }) =>
    setAddress({ ...address, [key]: d.value })
  return (
    <ExampleForm
      label={t('forms.sticky-actions.title')}
      stickyActions
      onReset={() => {
        setValues(EMPTY_ACCOUNT)
        setAddress(EMPTY_ADDRESS)
      }}
    >
      <SectionCard title={t('sections.account')}>
        <AccountFields values={values} onChange={setValues} />
      </SectionCard>
      <SectionCard title={t('sections.address')}>
        <Field label={t('fields.street')}>
          <Input value={address.street} onChange={set('street')} autoComplete="street-address" />
        </Field>
        <Field label={t('fields.city')}>
          <Input value={address.city} onChange={set('city')} autoComplete="address-level2" />
        </Field>
        <Field label={t('fields.postcode')}>
          <Input value={address.postcode} onChange={set('postcode')} autoComplete="postal-code" />
        </Field>
      </SectionCard>
    </ExampleForm>
  )
}
