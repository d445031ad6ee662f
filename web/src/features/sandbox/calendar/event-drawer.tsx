import {
  Button,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Option,
  Switch,
  Textarea,
} from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FormErrors } from '../../../lib/form-errors'
import { SideDrawer } from '../shared/side-drawer'
import { CALENDARS, type CalendarEvent, type CalendarName, type EventInput } from './calendar-api'
import { fromInputValue, toInputValue } from './calendar-dates'

export type EventDraftStart = { event?: CalendarEvent; start?: string; allDay?: boolean }

/** Creates or edits an event: title, category, dates, all day, url, guests and description. */
export function EventDrawer({
  start,
  onClose,
  onSave,
  onDelete,
}: {
  start: EventDraftStart
  onClose: () => void
  onSave: (input: EventInput, id?: number) => Promise<FormErrors | undefined>
  onDelete?: (event: CalendarEvent) => void
}) {
  const { t } = useTranslation('sandboxCalendar')
  const e = start.event
  const initialAllDay = e?.allDay ?? start.allDay ?? false
  const from = e?.start ?? start.start ?? new Date().toISOString()
  const [draft, setDraft] = useState({
    title: e?.title ?? '',
    calendar: (e?.extendedProps.calendar ?? 'Business') as CalendarName,
    allDay: initialAllDay,
    start: toInputValue(from, initialAllDay),
    end: toInputValue(e?.end ?? new Date(new Date(from).getTime() + 3_600_000).toISOString(), initialAllDay),
    url: e?.url ?? '',
    guests: (e?.extendedProps.guests ?? []).join(', '),
    description: e?.extendedProps.description ?? '',
  })
  const [errors, setErrors] = useState<FormErrors>({ fields: {} })
  const [pending, setPending] = useState(false)
  const patch = (change: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...change }))

  const save = async () => {
    const fields: Record<string, string> = {}
    const startIso = fromInputValue(draft.start, draft.allDay)
    const endIso = fromInputValue(draft.end, draft.allDay) ?? startIso
    if (!draft.title.trim()) fields.title = t('errors.title')
    if (!startIso) fields.start = t('errors.start')
    if (startIso && endIso && endIso < startIso) fields.end = t('errors.end')
    if (draft.url.trim() && !/^https?:\/\/\S+$/.test(draft.url.trim())) fields.url = t('errors.url')
    if (Object.keys(fields).length) return setErrors({ fields })
    setPending(true)
    const failure = await onSave(
      {
        title: draft.title.trim(),
        start: startIso!,
        end: endIso!,
        allDay: draft.allDay,
        url: draft.url.trim(),
        extendedProps: {
          calendar: draft.calendar,
          guests: draft.guests
            .split(',')
            .map((g) => g.trim())
            .filter(Boolean),
          description: draft.description,
        },
      },
      e?.id,
    )
    setPending(false)
    if (failure) setErrors(failure)
  }
  const field = (name: string) => ({
    validationMessage: errors.fields[name],
    validationState: errors.fields[name] ? ('error' as const) : ('none' as const),
  })
  const dateType = draft.allDay ? 'date' : 'datetime-local'

  return (
    <SideDrawer
      title={e ? t('editEvent') : t('addEvent')}
      open
      onClose={onClose}
      onSubmit={() => void save()}
      footer={
        <>
          <Button type="submit" appearance="primary" disabled={pending}>
            {e ? t('save', { ns: 'common' }) : t('add')}
          </Button>
          {e && onDelete ? (
            <Button onClick={() => onDelete(e)}>{t('delete')}</Button>
          ) : (
            <Button onClick={onClose}>{t('cancel', { ns: 'common' })}</Button>
          )}
        </>
      }
    >
      {errors.form && (
        <MessageBar intent="error">
          <MessageBarBody>{errors.form}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={t('fields.title')} required {...field('title')}>
        <Input value={draft.title} onChange={(_, d) => patch({ title: d.value })} />
      </Field>
      <Field label={t('fields.calendar')} {...field('extendedProps.calendar')}>
        <Dropdown
          value={t(`calendars.${draft.calendar}`)}
          selectedOptions={[draft.calendar]}
          onOptionSelect={(_, d) => patch({ calendar: d.optionValue as CalendarName })}
        >
          {CALENDARS.map((c) => (
            <Option key={c} value={c}>
              {t(`calendars.${c}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Switch
        label={t('fields.allDay')}
        checked={draft.allDay}
        onChange={(_, d) =>
          patch({
            allDay: d.checked,
            start: draft.start.slice(0, 10) + (d.checked ? '' : 'T09:00'),
            end: draft.end.slice(0, 10) + (d.checked ? '' : 'T10:00'),
          })
        }
      />
      <Field label={t('fields.start')} required {...field('start')}>
        <Input type={dateType} value={draft.start} onChange={(_, d) => patch({ start: d.value })} />
      </Field>
      <Field label={t('fields.end')} {...field('end')}>
        <Input type={dateType} value={draft.end} onChange={(_, d) => patch({ end: d.value })} />
      </Field>
      <Field label={t('fields.url')} {...field('url')}>
        <Input type="url" value={draft.url} onChange={(_, d) => patch({ url: d.value })} />
      </Field>
      <Field label={t('fields.guests')} hint={t('guestsHint')} {...field('extendedProps.guests')}>
        <Input value={draft.guests} onChange={(_, d) => patch({ guests: d.value })} />
      </Field>
      <Field label={t('fields.description')} {...field('extendedProps.description')}>
        <Textarea
          rows={4}
          resize="vertical"
          value={draft.description}
          onChange={(_, d) => patch({ description: d.value })}
        />
      </Field>
    </SideDrawer>
  )
}
