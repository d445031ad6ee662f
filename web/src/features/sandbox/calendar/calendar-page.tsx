import type { EventChangeArg, EventClickArg, EventInput as FcEvent } from '@fullcalendar/core'
import arLocale from '@fullcalendar/core/locales/ar'
import frLocale from '@fullcalendar/core/locales/fr'
import ruLocale from '@fullcalendar/core/locales/ru'
import dayGridPlugin from '@fullcalendar/daygrid'
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction'
import listPlugin from '@fullcalendar/list'
import FullCalendar from '@fullcalendar/react'
import timeGridPlugin from '@fullcalendar/timegrid'
import { Button, Card, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components'
import { AddRegular } from '@fluentui/react-icons'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorState, LoadingState } from '../../../components/screen-state'
import { useAppAbility } from '../../../lib/ability'
import { useLoad } from '../../../lib/use-load'
import { below, breakpoints } from '../../../theme/breakpoints'
import { useMediaQuery } from '../../../theme/use-media-query'
import { callErrors, messageOf } from '../shared/call-error'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { SandboxPage } from '../shared/sandbox-page'
import {
  addEvent,
  CALENDARS,
  deleteEvent,
  listEvents,
  updateEvent,
  type CalendarEvent,
  type CalendarName,
  type EventInput,
} from './calendar-api'
import { CALENDAR_COLORS } from './calendar-colors'
import { allDayIso, weekStartOf } from './calendar-dates'
import { CalendarFilters } from './calendar-filters'
import { EventDrawer, type EventDraftStart } from './event-drawer'

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: '220px minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    [below('md')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: {
    padding: tokens.spacingHorizontalM,
    minWidth: 0,
    // FullCalendar reads its colours from these variables; the theme's tokens make it follow light and dark.
    '--fc-border-color': tokens.colorNeutralStroke2,
    '--fc-page-bg-color': tokens.colorNeutralBackground1,
    '--fc-neutral-bg-color': tokens.colorNeutralBackground3,
    '--fc-list-event-hover-bg-color': tokens.colorNeutralBackground1Hover,
    '--fc-today-bg-color': tokens.colorNeutralBackground2,
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
    // FullCalendar fades the neighbouring months' day numbers below readable contrast; a muted token keeps them legible.
    '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: tokens.colorNeutralForeground3 },
  },
})

const LOCALES = { ar: arLocale, fr: frLocale, ru: ruLocale } as const

/** /apps/calendar: FullCalendar over the stored events; create and edit in a drawer, drag and resize persisted. */
export function CalendarPage() {
  const { t, i18n } = useTranslation('sandboxCalendar')
  const styles = useStyles()
  const canManage = useAppAbility().can('manage', 'Demo')
  const phone = useMediaQuery(`(max-width: ${breakpoints.md - 1}px)`)
  const [selected, setSelected] = useState<CalendarName[]>([...CALENDARS])
  const events = useLoad((signal) => listEvents(selected, signal), [selected.join()], t('loadError'))
  const [drawer, setDrawer] = useState<EventDraftStart>()
  const [deleting, setDeleting] = useState<CalendarEvent>()
  const [error, setError] = useState<string>()
  const fallback = t('errors.unexpected', { ns: 'common' })
  const language = i18n.language as keyof typeof LOCALES
  const frame = useRef<HTMLDivElement>(null)
  // FullCalendar's right-to-left locales keep icon glyphs (role=img, unnamed) inside buttons that carry the name; hide the glyphs.
  const hideIcons = () =>
    frame.current?.querySelectorAll('.fc-icon').forEach((el) => el.setAttribute('aria-hidden', 'true'))

  const fcEvents: FcEvent[] = useMemo(
    () =>
      (events.data ?? []).map((e) => ({
        id: String(e.id),
        title: e.title,
        allDay: e.allDay,
        start: e.allDay ? e.start.slice(0, 10) : e.start,
        end: e.allDay ? e.end.slice(0, 10) : e.end,
        backgroundColor: CALENDAR_COLORS[e.extendedProps.calendar as CalendarName]?.background,
        borderColor: CALENDAR_COLORS[e.extendedProps.calendar as CalendarName]?.foreground,
        textColor: tokens.colorNeutralForeground1,
        extendedProps: { source: e },
      })),
    [events.data],
  )

  // A drag or a resize writes the new times at once; a refusal puts the event back.
  const onChange = async ({ event, revert }: EventChangeArg) => {
    const allDay = event.allDay
    const start = allDay ? allDayIso(event.start!) : event.start!.toISOString()
    const end = event.end ? (allDay ? allDayIso(event.end) : event.end.toISOString()) : start
    const failure = await callErrors(updateEvent(Number(event.id), { start, end, allDay }), fallback)
    if (failure) {
      revert()
      return setError(messageOf(failure))
    }
    events.reload()
  }
  const save = async (input: EventInput, id?: number) => {
    const failure = await callErrors(id ? updateEvent(id, input) : addEvent(input), fallback)
    if (failure) return failure
    setDrawer(undefined)
    events.reload()
  }

  return (
    <SandboxPage title={t('title')} subtitle={canManage ? t('subtitle') : t('subtitleReadOnly')}>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.layout}>
        <div className={styles.side}>
          {canManage && (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => setDrawer({})}>
              {t('addEvent')}
            </Button>
          )}
          <CalendarFilters selected={selected} onChange={setSelected} />
        </div>
        <Card className={styles.card} ref={frame}>
          {events.error ? (
            <ErrorState message={events.error} onRetry={events.reload} />
          ) : !events.data ? (
            <LoadingState />
          ) : (
            <FullCalendar
              plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
              initialView={phone ? 'listMonth' : 'dayGridMonth'}
              headerToolbar={{
                start: 'prev,next today',
                center: 'title',
                end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth',
              }}
              locales={Object.values(LOCALES)}
              locale={language in LOCALES ? language : 'en'}
              direction={language === 'ar' ? 'rtl' : 'ltr'}
              firstDay={weekStartOf(i18n.language)}
              height="auto"
              buttonIcons={false}
              datesSet={hideIcons}
              // A day cell is named by its number while it also holds events; named by its content it reads both.
              dayCellDidMount={({ el }) => el.removeAttribute('aria-labelledby')}
              events={fcEvents}
              editable={canManage}
              eventResizableFromStart={canManage}
              dayMaxEvents={3}
              eventDrop={(arg) => void onChange(arg)}
              eventResize={(arg) => void onChange(arg)}
              eventClick={({ event, jsEvent }: EventClickArg) => {
                jsEvent.preventDefault()
                if (canManage) setDrawer({ event: event.extendedProps.source as CalendarEvent })
              }}
              dateClick={({ date, allDay }: DateClickArg) =>
                canManage && setDrawer({ start: allDay ? allDayIso(date) : date.toISOString(), allDay })
              }
            />
          )}
        </Card>
      </div>
      {drawer && (
        <EventDrawer
          key={drawer.event?.id ?? 'new'}
          start={drawer}
          onClose={() => setDrawer(undefined)}
          onSave={save}
          onDelete={(e) => {
            setDrawer(undefined)
            setDeleting(e)
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('deleteTitle', { title: deleting.title })}
          body={t('deleteBody')}
          confirmLabel={t('delete')}
          onClose={() => setDeleting(undefined)}
          onConfirm={async () => {
            const failure = await callErrors(deleteEvent(deleting.id), fallback)
            if (failure) return messageOf(failure)
            setDeleting(undefined)
            events.reload()
          }}
        />
      )}
    </SandboxPage>
  )
}
