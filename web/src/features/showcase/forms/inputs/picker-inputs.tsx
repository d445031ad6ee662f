import { Field } from '@fluentui/react-components'
import { DatePicker } from '@fluentui/react-datepicker-compat'
import { TimePicker, formatDateToTimeString } from '@fluentui/react-timepicker-compat'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { InputCard, InputGrid } from './input-card'

/** /forms/pickers: a date picker (calendar or typed date) and a time picker in steps of 15 minutes, both localized. */
export default function PickerInputs() {
  const { t, i18n } = useTranslation('showcaseForms')
  const [date, setDate] = useState<Date | null>(null)
  const [time, setTime] = useState<Date | null>(null)
  const dateText = (d?: Date | null) =>
    d ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(d) : ''
  const today = new Date()
  return (
    <InputGrid>
      <InputCard title={t('inputs.date')} value={date ? date.toISOString().slice(0, 10) : ''}>
        <Field label={t('fields.startDate')} hint={t('inputs.dateHint')}>
          <DatePicker
            value={date}
            onSelectDate={(d) => setDate(d ?? null)}
            formatDate={dateText}
            allowTextInput
            placeholder={t('inputs.pickDate')}
            minDate={new Date(today.getFullYear() - 1, 0, 1)}
            firstDayOfWeek={i18n.language === 'en' ? 0 : i18n.language === 'ar' ? 6 : 1}
          />
        </Field>
      </InputCard>
      <InputCard title={t('inputs.time')} value={time ? formatDateToTimeString(time) : ''}>
        <Field label={t('fields.startTime')}>
          <TimePicker
            increment={15}
            startHour={8}
            endHour={20}
            freeform
            hourCycle={i18n.language === 'en' ? 'h12' : 'h23'}
            placeholder={t('inputs.pickTime')}
            onTimeChange={(_, d) => setTime(d.selectedTime ?? null)}
          />
        </Field>
      </InputCard>
    </InputGrid>
  )
}
