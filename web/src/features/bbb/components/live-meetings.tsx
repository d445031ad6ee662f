import {
  Badge,
  Button,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
  Link as FluentLink,
} from '@fluentui/react-components'
import { MicRegular, VideoRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../../config/paths'
import type { LiveMeeting } from '../api'

const useStyles = makeStyles({
  // Wider than a phone: the card scrolls it sideways rather than squeezing its columns into each other.
  table: { minWidth: '640px', tableLayout: 'auto' },
  people: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  person: { display: 'inline-flex', alignItems: 'center', gap: '2px' },
})

/** Minutes since the meeting was created, as "42 min". */
const minutesSince = (iso: string | null) =>
  iso ? Math.max(0, Math.round((Date.now() - Date.parse(iso)) / 60_000)) : null

export function LiveMeetings({ meetings, onEnd }: { meetings: LiveMeeting[]; onEnd?: (m: LiveMeeting) => void }) {
  const { t } = useTranslation('bbb')
  const styles = useStyles()
  return (
    <Table className={styles.table} size="small" aria-label={t('live.title')}>
      <TableHeader>
        <TableRow>
          {(['name', 'duration', 'participants', 'people', 'recording'] as const).map((c) => (
            <TableHeaderCell key={c}>{t(`live.${c}`)}</TableHeaderCell>
          ))}
          {onEnd && <TableHeaderCell aria-label={t('live.end')} />}
        </TableRow>
      </TableHeader>
      <TableBody>
        {meetings.map((m) => (
          <TableRow key={m.meetingId} data-meeting={m.meetingId}>
            <TableCell>
              {m.name}
              {m.debriefMeetingId && (
                <>
                  {' '}
                  ·{' '}
                  <Link href={paths.meetings.detail.getHref({ id: m.debriefMeetingId })} asChild>
                    <FluentLink>{t('live.debriefMeeting')}</FluentLink>
                  </Link>
                </>
              )}
              {m.isBreakout && (
                <>
                  {' '}
                  <Badge appearance="outline" size="small">
                    {t('live.breakout')}
                  </Badge>
                </>
              )}
            </TableCell>
            <TableCell>
              {minutesSince(m.createdAt) === null ? '—' : t('live.minutes', { count: minutesSince(m.createdAt)! })}
            </TableCell>
            <TableCell>
              {t('live.counts', {
                participants: m.participants,
                moderators: m.moderators,
                voice: m.voice,
                video: m.video,
              })}
            </TableCell>
            <TableCell>
              <div className={styles.people}>
                {m.attendees.map((a, i) => (
                  <Badge
                    key={i}
                    appearance={a.role === 'MODERATOR' ? 'filled' : 'tint'}
                    className={styles.person}
                    title={t(`role.${a.role}`)}
                  >
                    {a.fullName}
                    {a.voice && <MicRegular aria-label={t('live.voice')} />}
                    {a.video && <VideoRegular aria-label={t('live.video')} />}
                  </Badge>
                ))}
              </div>
            </TableCell>
            <TableCell>{m.recording ? t('yes') : t('no')}</TableCell>
            {onEnd && (
              <TableCell>
                <Button size="small" onClick={() => onEnd(m)}>
                  {t('live.end')}
                </Button>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
