import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { TablePagination } from '../../../components/table-pagination'
import { formatDateTime } from '../../../lib/format-date'
import { useLoad } from '../../../lib/use-load'
import { listMeetingHistory } from '../api'
import { usePollReload } from '../use-poll-reload'

const useStyles = makeStyles({
  // Wider than a phone: the card scrolls it sideways rather than squeezing its columns into each other.
  table: { minWidth: '620px', tableLayout: 'auto' },
  scroll: { overflowX: 'auto' },
})

/** "1 h 05 min" or "12 min": a meeting's length as the polls saw it. */
function useDuration() {
  const { t } = useTranslation('bbb')
  return (seconds: number) => {
    const minutes = Math.round(seconds / 60)
    const hours = Math.floor(minutes / 60)
    return hours
      ? t('meetings.hours', { hours, minutes: String(minutes % 60).padStart(2, '0') })
      : t('live.minutes', { count: minutes })
  }
}

/** Every meeting the poller saw on a server, newest first: when, how long, and its peak figures. */
export function MeetingHistory({ serverId }: { serverId: string }) {
  const { t, i18n } = useTranslation('bbb')
  const styles = useStyles()
  const duration = useDuration()
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(10)
  const list = useLoad(
    (signal) => listMeetingHistory(serverId, page, pageSize, signal),
    [serverId, page, pageSize],
    t('loadError'),
  )
  usePollReload(list.reload, 30_000)
  if (list.error && !list.data) return <ErrorState message={list.error} onRetry={list.reload} />
  if (!list.data) return <LoadingState />
  if (list.data.total === 0) return <EmptyState title={t('meetings.empty')} />
  return (
    <>
      <div className={styles.scroll}>
        <Table className={styles.table} size="small" aria-label={t('meetings.title')}>
          <TableHeader>
            <TableRow>
              {(['name', 'started', 'duration', 'peak', 'voice', 'video'] as const).map((c) => (
                <TableHeaderCell key={c}>{t(`meetings.${c}`)}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.data.meetings.map((m) => (
              <TableRow key={`${m.meetingId}-${m.startedAt}`} data-history-meeting={m.meetingId}>
                <TableCell>{m.name}</TableCell>
                <TableCell>{formatDateTime(m.startedAt, i18n.language)}</TableCell>
                <TableCell>
                  {duration(m.durationSeconds)}
                  {m.endedAt === null && ` · ${t('meetings.running')}`}
                </TableCell>
                <TableCell data-peak>{m.peakParticipants}</TableCell>
                <TableCell>{m.peakVoice}</TableCell>
                <TableCell>{m.peakVideo}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <TablePagination
        page={page}
        pageSize={pageSize}
        total={list.data.total}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size)
          setPage(1)
        }}
      />
    </>
  )
}
