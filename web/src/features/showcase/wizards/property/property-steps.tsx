import { Checkbox, Dropdown, Field, Option, Radio, RadioGroup, SpinButton, Switch } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { StepErrors } from '../validation'
import { FieldGrid, TextField } from '../wizard-field'
import { PROPERTY_FEATURES, PROPERTY_TYPES, type PropertyDraft } from './property-model'

export type StepProps = { draft: PropertyDraft; errors: StepErrors; update: (p: Partial<PropertyDraft>) => void }
type TextKey = 'firstName' | 'lastName' | 'email' | 'phone' | 'address' | 'city' | 'size' | 'builtYear' | 'price'

function useText({ draft, errors, update }: StepProps) {
  const { t } = useTranslation('showcaseGallery')
  return (
    name: TextKey,
    extra: {
      required?: boolean
      inputMode?: 'numeric' | 'decimal' | 'tel' | 'email'
      autoComplete?: string
      hint?: string
    } = {},
  ) => (
    <TextField
      name={name}
      label={t(`property.${name}`)}
      value={draft[name]}
      errors={errors}
      onChange={(v) => update({ [name]: v })}
      required={extra.required ?? true}
      {...extra}
    />
  )
}

export function PersonalStep(props: StepProps) {
  const { t } = useTranslation('showcaseGallery')
  const text = useText(props)
  return (
    <>
      <Field label={t('property.role')}>
        <RadioGroup
          layout="horizontal"
          value={props.draft.role}
          onChange={(_, d) => props.update({ role: d.value as PropertyDraft['role'] })}
        >
          <Radio value="owner" label={t('property.roles.owner')} />
          <Radio value="agent" label={t('property.roles.agent')} />
        </RadioGroup>
      </Field>
      <FieldGrid>
        {text('firstName', { autoComplete: 'given-name' })}
        {text('lastName', { autoComplete: 'family-name' })}
        {text('email', { autoComplete: 'email', inputMode: 'email' })}
        {text('phone', { autoComplete: 'tel', inputMode: 'tel' })}
      </FieldGrid>
    </>
  )
}

export function PropertyStep(props: StepProps) {
  const { t } = useTranslation('showcaseGallery')
  const { draft, update } = props
  const text = useText(props)
  return (
    <FieldGrid>
      <Field label={t('property.propertyType')}>
        <Dropdown
          value={t(`property.types.${draft.propertyType}`)}
          selectedOptions={[draft.propertyType]}
          onOptionSelect={(_, d) => update({ propertyType: d.optionValue as PropertyDraft['propertyType'] })}
        >
          {PROPERTY_TYPES.map((type) => (
            <Option key={type} value={type}>
              {t(`property.types.${type}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={t('property.bedrooms')}>
        <SpinButton
          value={draft.bedrooms}
          min={0}
          max={20}
          onChange={(_, d) => {
            const v = d.value ?? Number(d.displayValue)
            if (Number.isInteger(v) && v >= 0 && v <= 20) update({ bedrooms: v })
          }}
        />
      </Field>
      <Field label={t('property.bathrooms')}>
        <SpinButton
          value={draft.bathrooms}
          min={0}
          max={20}
          onChange={(_, d) => {
            const v = d.value ?? Number(d.displayValue)
            if (Number.isInteger(v) && v >= 0 && v <= 20) update({ bathrooms: v })
          }}
        />
      </Field>
      {text('address', { autoComplete: 'street-address' })}
      {text('city', { autoComplete: 'address-level2' })}
    </FieldGrid>
  )
}

export function FeaturesStep({ draft, errors, update }: StepProps) {
  const { t } = useTranslation('showcaseGallery')
  const toggle = (feature: PropertyDraft['features'][number], on: boolean) =>
    update({ features: on ? [...draft.features, feature] : draft.features.filter((f) => f !== feature) })
  return (
    <Field
      label={t('property.featuresLabel')}
      required
      validationMessage={errors.features ? t(`errors.${errors.features}`) : undefined}
    >
      <FieldGrid>
        {PROPERTY_FEATURES.map((f) => (
          <Checkbox
            key={f}
            label={t(`property.features.${f}`)}
            checked={draft.features.includes(f)}
            onChange={(_, d) => toggle(f, !!d.checked)}
          />
        ))}
      </FieldGrid>
    </Field>
  )
}

export function AreaStep(props: StepProps) {
  const { t } = useTranslation('showcaseGallery')
  const text = useText(props)
  return (
    <FieldGrid>
      {text('size', { inputMode: 'decimal', hint: t('property.sizeHint') })}
      {text('builtYear', { inputMode: 'numeric', required: false })}
    </FieldGrid>
  )
}

export function PriceStep(props: StepProps) {
  const { t } = useTranslation('showcaseGallery')
  const { draft, update } = props
  const text = useText(props)
  return (
    <>
      <Field label={t('property.listing')}>
        <RadioGroup
          layout="horizontal"
          value={draft.listing}
          onChange={(_, d) => update({ listing: d.value as PropertyDraft['listing'] })}
        >
          <Radio value="sale" label={t('property.listings.sale')} />
          <Radio value="rent" label={t('property.listings.rent')} />
        </RadioGroup>
      </Field>
      <FieldGrid>
        {text('price', { inputMode: 'decimal', hint: draft.listing === 'rent' ? t('property.perMonth') : undefined })}
      </FieldGrid>
      <Switch
        label={t('property.negotiable')}
        checked={draft.negotiable}
        onChange={(_, d) => update({ negotiable: d.checked })}
      />
    </>
  )
}
