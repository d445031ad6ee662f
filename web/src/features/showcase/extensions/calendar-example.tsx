import arLocale from '@fullcalendar/core/locales/ar'
import frLocale from '@fullcalendar/core/locales/fr'
import ruLocale from '@fullcalendar/core/locales/ru'
import dayGridPlugin from '@fullcalendar/daygrid'
import FullCalendar from '@fullcalendar/react'
import { makeStyles, tokens } from '@fluentui/react-components'
import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { api } from '../../../lib/api-client'
import { useLoad } from '../../../lib/use-load'
import { GalleryExample } from '../components/gallery-example'

const useStyles = makeStyles({
  frame: {
    minWidth: 0,
    // FullCalendar reads its colours from these variables; the theme's tokens make it follow light and dark.
    '--fc-border-color': tokens.colorNeutralStroke2,
    '--fc-page-bg-color': tokens.colorNeutralBackground1,
    '--fc-neutral-bg-color': tokens.colorNeutralBackground3,
    '--fc-today-bg-color': tokens.colorNeutralBackground2,
    '--fc-event-bg-color': tokens.colorBrandBackground2,
    '--fc-event-border-color': tokens.colorBrandStroke2,
    '--fc-event-text-color': tokens.colorNeutralForeground1,
    '--fc-button-bg-color': tokens.colorNeutralBackground1,
    '--fc-button-text-color': tokens.colorNeutralForeground1,
    '--fc-button-border-color': tokens.colorNeutralStroke1,
    '--fc-button-hover-bg-color': tokens.colorNeutralBackground1Hover,
    '--fc-button-hover-border-color': tokens.colorNeutralStroke1Hover,
    '--fc-button-active-bg-color': tokens.colorNeutralBackground1Selected,
    '--fc-button-active-border-color': tokens.colorNeutralStroke1Pressed,
    '& .fc .fc-toolbar': { flexWrap: 'wrap', gap: tokens.spacingVerticalS },
    '& .fc .fc-toolbar-title': { fontSize: tokens.fontSizeBase500 },
    '& .fc a': { color: 'inherit' },
    '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: tokens.colorNeutralForeground3 },
  },
})

const LOCALES = { ar: arLocale, fr: frLocale, ru: ruLocale } as const

const CODE = `
import dayGridPlugin from '@fullcalendar/daygrid'
import FullCalendar from '@fullcalendar/react'

<FullCalendar plugins={[dayGridPlugin]} initialView="dayGridMonth" events={events} locale={locale} height="auto"
  headerToolbar={{ start: 'prev,next today', center: 'title', end: '' }} />
`

/** FullCalendar's month grid over the sandbox calendar's events (the calendar app adds editing). */
export default function CalendarExample() {
  const { t, i18n } = useTranslation('showcaseGallery')
  const styles = useStyles()
  const frame = useRef<HTMLDivElement>(null)
  const events = useLoad(
    (signal) =>
      api.GET('/api/apps/calendar', {
        params: { query: { calendars: ['Business', 'Holiday', 'Personal', 'ETC', 'Family'] } },
        signal,
      }),
    [],
    t('loadFailed'),
  )
  const fc = useMemo(
    () =>
      (events.data ?? []).map((e) => ({
        id: String(e.id),
        title: e.title,
        allDay: e.allDay,
        start: e.allDay ? e.start.slice(0, 10) : e.start,
        end: e.allDay ? e.end.slice(0, 10) : e.end,
      })),
    [events.data],
  )
  // Right-to-left locales keep unnamed icon glyphs inside named buttons; hide the glyphs from assistive technology.
  const hideIcons = () =>
    frame.current?.querySelectorAll('.fc-icon').forEach((el) => el.setAttribute('aria-hidden', 'true'))
  const initialDate = fc[0]?.start.slice(0, 10)
  useEffect(hideIcons)
  return (
    <GalleryExample code={CODE} column>
      {events.error ? (
        <ErrorState message={events.error} onRetry={events.reload} />
      ) : !events.data ? (
        <LoadingState />
      ) : fc.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <div className={styles.frame} ref={frame}>
          <FullCalendar
            plugins={[dayGridPlugin]}
            initialView="dayGridMonth"
            initialDate={initialDate}
            events={fc}
            height="auto"
            locale={LOCALES[i18n.language as keyof typeof LOCALES] ?? 'en'}
            direction={i18n.dir()}
            datesSet={() => setTimeout(hideIcons)}
            dayCellDidMount={({ el }) => el.removeAttribute('aria-labelledby')}
            headerToolbar={{ start: 'prev,next today', center: 'title', end: '' }}
            dayMaxEvents={2}
          />
        </div>
      )}
    </GalleryExample>
  )
}
