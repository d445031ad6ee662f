import { Field, Input } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { applyMask, isComplete, MASKS, unmask } from '../input-mask'
import { InputCard, InputGrid } from './input-card'

const EXAMPLES = [
  ['phone', 'tel'],
  ['date', 'numeric'],
  ['time', 'numeric'],
  ['postcode', 'text'],
  ['iban', 'text'],
] as const
type MaskKey = (typeof EXAMPLES)[number][0]

/** /forms/input-mask: the literals of a fixed format are typed for the user; the form sends the bare characters. */
export default function InputMaskExample() {
  const { t } = useTranslation('showcaseForms')
  const [values, setValues] = useState<Record<MaskKey, string>>({
    phone: '',
    date: '',
    time: '',
    postcode: '',
    iban: '',
  })
  return (
    <InputGrid>
      {EXAMPLES.map(([key, mode]) => {
        const value = values[key]
        const incomplete = value !== '' && !isComplete(MASKS[key], value)
        return (
          <InputCard key={key} title={t(`mask.${key}`)} value={unmask(MASKS[key], value)}>
            <Field
              label={t(`mask.${key}`)}
              hint={MASKS[key].replace(/9/g, '0').replace(/A/g, 'X')}
              validationState={incomplete ? 'warning' : 'none'}
              validationMessage={incomplete ? t('mask.incomplete') : undefined}
            >
              <Input
                value={value}
                inputMode={mode}
                dir="ltr"
                onChange={(_, d) =>
                  setValues({
                    ...values,
                    [key]: applyMask(
                      MASKS[key],
                      key === 'postcode' || key === 'iban' ? d.value.toUpperCase() : d.value,
                    ),
                  })
                }
              />
            </Field>
          </InputCard>
        )
      })}
    </InputGrid>
  )
}
