import { Combobox, Field, Option } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../../lib/api-client'
import { useLoad } from '../../../lib/use-load'

/** Meetings of the organization that have a transcript, searched by the service as you type. */
export function MeetingPicker({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useTranslation('llm')
  const [q, setQ] = useState('')
  const meetings = useLoad(
    (signal) =>
      api.GET('/api/meetings', {
        params: { query: { q: q || undefined, page: 1, itemsPerPage: 20, sortBy: 'scheduledAt', orderBy: 'desc' } },
        signal,
      }),
    [q],
    t('source.meetingsError'),
  )
  const rows = (meetings.data?.meetings ?? []).filter((m) => m.hasTranscript)
  return (
    <Field
      label={t('source.meeting')}
      validationMessage={meetings.error ?? undefined}
      hint={!meetings.loading && !rows.length ? t('source.noMeetings') : undefined}
    >
      <Combobox
        placeholder={t('source.meetingPlaceholder')}
        selectedOptions={value ? [value] : []}
        freeform
        onInput={(e) => setQ((e.target as HTMLInputElement).value)}
        onOptionSelect={(_, d) => onChange(d.optionValue ?? null)}
      >
        {rows.map((m) => (
          <Option key={m.id} value={m.id} text={m.title}>
            {m.title}
          </Option>
        ))}
      </Combobox>
    </Field>
  )
}
