import { Combobox, Dropdown, Field, Input, Option, Select, Textarea } from '@fluentui/react-components'
import { MailRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { COUNTRIES } from '../layouts/account-fields'
import { InputCard, InputGrid } from './input-card'

const BIO_MAX = 200
const ROLES = ['admin', 'editor', 'viewer'] as const

/** /forms/text-inputs: text, textarea with a counter, native select, a searchable combobox and a multi-select dropdown. */
export default function TextInputs() {
  const { t } = useTranslation('showcaseForms')
  const [email, setEmail] = useState('')
  const [bio, setBio] = useState('')
  const [country, setCountry] = useState('')
  const [query, setQuery] = useState('')
  const [picked, setPicked] = useState<string>()
  const [roles, setRoles] = useState<string[]>([])
  const countryName = (c: string) => t(`countries.${c as (typeof COUNTRIES)[number]}`)
  const matches = COUNTRIES.filter((c) => countryName(c).toLowerCase().includes(query.toLowerCase()))
  return (
    <InputGrid>
      <InputCard title={t('inputs.text')} value={email}>
        <Field label={t('fields.email')} hint={t('inputs.textHint')}>
          <Input
            type="email"
            contentBefore={<MailRegular />}
            value={email}
            onChange={(_, d) => setEmail(d.value)}
            placeholder="name@example.com"
          />
        </Field>
      </InputCard>
      <InputCard title={t('inputs.textarea')}>
        <Field label={t('fields.bio')} hint={t('inputs.counter', { count: bio.length, max: BIO_MAX })}>
          <Textarea value={bio} onChange={(_, d) => setBio(d.value.slice(0, BIO_MAX))} resize="vertical" rows={4} />
        </Field>
      </InputCard>
      <InputCard title={t('inputs.select')} value={country && countryName(country)}>
        <Field label={t('fields.country')}>
          <Select value={country} onChange={(_, d) => setCountry(d.value)}>
            <option value="">{t('fields.choose')}</option>
            {COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {countryName(c)}
              </option>
            ))}
          </Select>
        </Field>
      </InputCard>
      <InputCard title={t('inputs.combobox')} value={picked && countryName(picked)}>
        <Field label={t('fields.country')} hint={t('inputs.comboboxHint')}>
          <Combobox
            freeform
            value={query}
            selectedOptions={picked ? [picked] : []}
            placeholder={t('fields.search')}
            onChange={(e) => setQuery(e.target.value)}
            onOptionSelect={(_, d) => {
              setPicked(d.optionValue)
              setQuery(d.optionText ?? '')
            }}
          >
            {matches.map((c) => (
              <Option key={c} value={c}>
                {countryName(c)}
              </Option>
            ))}
            {matches.length === 0 && (
              <Option disabled value="" text="">
                {t('inputs.noMatch')}
              </Option>
            )}
          </Combobox>
        </Field>
      </InputCard>
      <InputCard
        title={t('inputs.multiSelect')}
        value={roles.map((r) => t(`roles.${r as (typeof ROLES)[number]}`)).join(', ')}
      >
        <Field label={t('fields.roles')}>
          <Dropdown
            multiselect
            selectedOptions={roles}
            placeholder={t('fields.choose')}
            value={roles.map((r) => t(`roles.${r as (typeof ROLES)[number]}`)).join(', ')}
            onOptionSelect={(_, d) => setRoles(d.selectedOptions)}
          >
            {ROLES.map((r) => (
              <Option key={r} value={r}>
                {t(`roles.${r}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </InputCard>
    </InputGrid>
  )
}
