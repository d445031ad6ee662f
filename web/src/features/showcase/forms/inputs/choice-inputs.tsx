import { Checkbox, Field, Radio, RadioGroup, Switch } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { InputCard, InputGrid } from './input-card'

const PLANS = ['basic', 'standard', 'enterprise'] as const
const NOTICES = ['email', 'push', 'sms'] as const

/** /forms/choices: a radio group (one of few), checkboxes with a "select all" in the mixed state, and a switch. */
export default function ChoiceInputs() {
  const { t } = useTranslation('showcaseForms')
  const [plan, setPlan] = useState<string>('standard')
  const [notices, setNotices] = useState<string[]>(['email'])
  const [dark, setDark] = useState(false)
  const all = notices.length === NOTICES.length ? true : notices.length ? 'mixed' : false
  return (
    <InputGrid>
      <InputCard title={t('inputs.radio')} value={t(`plans.${plan as (typeof PLANS)[number]}`)}>
        <Field label={t('fields.plan')}>
          <RadioGroup value={plan} onChange={(_, d) => setPlan(d.value)}>
            {PLANS.map((p) => (
              <Radio key={p} value={p} label={t(`plans.${p}`)} />
            ))}
          </RadioGroup>
        </Field>
      </InputCard>
      <InputCard
        title={t('inputs.checkbox')}
        value={notices.map((n) => t(`notices.${n as (typeof NOTICES)[number]}`)).join(', ')}
      >
        <Checkbox
          label={t('notices.all')}
          checked={all}
          onChange={() => setNotices(all === true ? [] : [...NOTICES])}
        />
        {NOTICES.map((n) => (
          <Checkbox
            key={n}
            label={t(`notices.${n}`)}
            checked={notices.includes(n)}
            onChange={(_, d) => setNotices(d.checked ? [...notices, n] : notices.filter((x) => x !== n))}
          />
        ))}
      </InputCard>
      <InputCard title={t('inputs.switch')} value={dark ? t('on') : t('off')}>
        <Switch label={t('fields.darkMode')} checked={dark} onChange={(_, d) => setDark(d.checked)} />
      </InputCard>
    </InputGrid>
  )
}
