import {
  Field,
  Tag,
  TagGroup,
  TagPicker,
  TagPickerControl,
  TagPickerGroup,
  TagPickerInput,
  TagPickerList,
  TagPickerOption,
} from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { InputCard, InputGrid } from './input-card'

const SKILLS = ['React', 'TypeScript', 'PostgreSQL', 'Fastify', 'Fluent UI', 'Kysely', 'Docker']

/** /forms/tags: a tag picker over known values that also takes new ones (Enter), and dismissible tags. */
export default function TagInputs() {
  const { t } = useTranslation('showcaseForms')
  const [skills, setSkills] = useState<string[]>(['React'])
  const [text, setText] = useState('')
  const [labels, setLabels] = useState(['urgent', 'customer', 'follow-up'])
  const options = SKILLS.filter((s) => !skills.includes(s) && s.toLowerCase().includes(text.toLowerCase()))
  const addTyped = () => {
    const v = text.trim()
    if (v && !skills.some((s) => s.toLowerCase() === v.toLowerCase())) setSkills([...skills, v])
    setText('')
  }
  return (
    <InputGrid>
      <InputCard title={t('inputs.tagPicker')} value={skills.join(', ')}>
        <Field
          label={t('fields.skills')}
          hint={
            text.trim() && options.length === 0 ? t('inputs.pressEnter', { value: text.trim() }) : t('inputs.tagHint')
          }
        >
          <TagPicker
            selectedOptions={skills}
            onOptionSelect={(_, d) => {
              setSkills(d.selectedOptions)
              setText('')
            }}
          >
            <TagPickerControl>
              <TagPickerGroup aria-label={t('fields.skills')}>
                {skills.map((s) => (
                  <Tag key={s} value={s} shape="rounded">
                    {s}
                  </Tag>
                ))}
              </TagPickerGroup>
              <TagPickerInput
                aria-label={t('fields.skills')}
                value={text}
                onChange={(e) => setText(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && text.trim() && options.length === 0) {
                    e.preventDefault()
                    addTyped()
                  }
                }}
              />
            </TagPickerControl>
            <TagPickerList>
              {options.map((s) => (
                <TagPickerOption key={s} value={s}>
                  {s}
                </TagPickerOption>
              ))}
            </TagPickerList>
          </TagPicker>
        </Field>
      </InputCard>
      <InputCard title={t('inputs.tags')} value={labels.join(', ')}>
        <TagGroup aria-label={t('inputs.tags')} onDismiss={(_, d) => setLabels(labels.filter((l) => l !== d.value))}>
          {labels.map((l) => (
            <Tag key={l} value={l} dismissible dismissIcon={{ 'aria-label': t('inputs.removeTag', { value: l }) }}>
              {l}
            </Tag>
          ))}
        </TagGroup>
      </InputCard>
    </InputGrid>
  )
}
