import { Checkbox, Dropdown, Field, Option, Radio, RadioGroup } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { StepErrors } from '../validation'
import { FieldGrid, TextField } from '../wizard-field'
import { DEAL_REGIONS, DEAL_TYPES, type DealDraft } from './deal-model'

export type StepProps = { draft: DealDraft; errors: StepErrors; update: (p: Partial<DealDraft>) => void }
type TextKey = 'discount' | 'title' | 'code' | 'description' | 'start' | 'end' | 'perUser' | 'totalUses'

function useText({ draft, errors, update }: StepProps) {
  const { t } = useTranslation('showcaseGallery')
  return (
    name: TextKey,
    extra: {
      required?: boolean
      type?: 'date'
      inputMode?: 'numeric' | 'decimal'
      multiline?: boolean
      hint?: string
    } = {},
  ) => (
    <TextField
      name={name}
      label={t(`deal.${name}`)}
      value={draft[name]}
      errors={errors}
      onChange={(v) => update({ [name]: v })}
      required={extra.required ?? true}
      {...extra}
    />
  )
}

export function TypeStep(props: StepProps) {
  const { t } = useTranslation('showcaseGallery')
  const { draft, update } = props
  const text = useText(props)
  return (
    <>
      <Field label={t('deal.type')}>
        <RadioGroup value={draft.type} onChange={(_, d) => update({ type: d.value as DealDraft['type'] })}>
          {DEAL_TYPES.map((type) => (
            <Radio key={type} value={type} label={t(`deal.types.${type}`)} />
          ))}
        </RadioGroup>
      </Field>
      <FieldGrid>
        {draft.type !== 'bogo' &&
          text('discount', {
            inputMode: 'decimal',
            hint: draft.type === 'percentage' ? t('deal.percentHint') : t('deal.flatHint'),
          })}
        <Field label={t('deal.region')}>
          <Dropdown
            value={t(`deal.regions.${draft.region}`)}
            selectedOptions={[draft.region]}
            onOptionSelect={(_, d) => update({ region: d.optionValue as DealDraft['region'] })}
          >
            {DEAL_REGIONS.map((r) => (
              <Option key={r} value={r}>
                {t(`deal.regions.${r}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </FieldGrid>
    </>
  )
}

export function DetailsStep(props: StepProps) {
  const { t } = useTranslation('showcaseGallery')
  const text = useText(props)
  return (
    <FieldGrid>
      {text('title')}
      {text('code', { hint: t('deal.codeHint') })}
      {text('start', { type: 'date' })}
      {text('end', { type: 'date' })}
      {text('description', { required: false, multiline: true })}
    </FieldGrid>
  )
}

export function UsageStep(props: StepProps) {
  const { t } = useTranslation('showcaseGallery')
  const text = useText(props)
  return (
    <>
      <FieldGrid>
        {text('perUser', { inputMode: 'numeric' })}
        {text('totalUses', { inputMode: 'numeric', required: false, hint: t('deal.totalHint') })}
      </FieldGrid>
      <Checkbox
        label={t('deal.notify')}
        checked={props.draft.notify}
        onChange={(_, d) => props.update({ notify: !!d.checked })}
      />
    </>
  )
}
