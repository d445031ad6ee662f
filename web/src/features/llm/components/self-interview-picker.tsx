import { Combobox, Field, Option } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../../lib/api-client'
import { useLoad } from '../../../lib/use-load'

/** Self-interviews of the organization with at least one answer, searched by the service as you type. */
export function SelfInterviewPicker({
  value,
  onChange,
}: {
  value: string | null
  onChange: (id: string | null) => void
}) {
  const { t } = useTranslation('llm')
  const [q, setQ] = useState('')
  const list = useLoad(
    (signal) =>
      api.GET('/api/self-interviews', {
        params: { query: { q: q || undefined, page: 1, itemsPerPage: 20, sortBy: 'createdAt', orderBy: 'desc' } },
        signal,
      }),
    [q],
    t('source.selfInterviewsError'),
  )
  const rows = (list.data?.selfInterviews ?? []).filter((i) => i.answeredCount > 0)
  const label = (i: (typeof rows)[number]) => `${i.candidateName} · ${i.questionSet.name}`
  return (
    <Field
      label={t('source.selfInterview')}
      validationMessage={list.error ?? undefined}
      hint={!list.loading && !rows.length ? t('source.noSelfInterviews') : undefined}
    >
      <Combobox
        placeholder={t('source.selfInterviewPlaceholder')}
        selectedOptions={value ? [value] : []}
        freeform
        onInput={(e) => setQ((e.target as HTMLInputElement).value)}
        onOptionSelect={(_, d) => onChange(d.optionValue ?? null)}
        data-self-interview-picker
      >
        {rows.map((i) => (
          <Option key={i.id} value={i.id} text={label(i)}>
            {label(i)}
          </Option>
        ))}
      </Combobox>
    </Field>
  )
}
