import { Badge, Button, Caption1, Link as FluentLink, makeStyles, Subtitle2, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../../config/paths'
import type { Conference } from '../api'
import { formatDateTime } from '../../../lib/format-date'

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  text: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: '200px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
})

export type ConferenceAction = 'start' | 'join' | 'end' | 'guests'

/** One meeting: when, where it runs, how many are in, and what the caller may do. */
export function ConferenceRow({
  c,
  canManage,
  canStart,
  onAction,
}: {
  c: Conference
  canManage: boolean
  /** A server could take the meeting now: otherwise Start is not offered (the page says why). */
  canStart: boolean
  onAction: (c: Conference, a: ConferenceAction) => void
}) {
  const { t, i18n } = useTranslation('bbb')
  const styles = useStyles()
  const live = c.conference?.status === 'live'
  return (
    <div className={styles.row} data-conference={c.meetingId}>
      <div className={styles.text}>
        <Subtitle2>
          <Link href={paths.meetings.detail.getHref({ id: c.meetingId })} asChild>
            <FluentLink>{c.title}</FluentLink>
          </Link>
        </Subtitle2>
        <Caption1>
          {formatDateTime(c.scheduledAt, i18n.language)}
          {c.conference && ` · ${c.conference.serverName}`}
          {live &&
            c.conference?.participants !== null &&
            ` · ${t('conf.participants', { count: c.conference?.participants ?? 0 })}`}
        </Caption1>
        {c.conference?.playback.some(isHttpLink) ? (
          <Caption1>
            {c.conference.playback.filter(isHttpLink).map((p) => (
              <FluentLink key={p.type} href={p.url} target="_blank" rel="noreferrer">
                {t('conf.playback', { type: p.type })}{' '}
              </FluentLink>
            ))}
          </Caption1>
        ) : null}
      </div>
      {live && (
        <Badge color="success" appearance="tint">
          {t('conf.live')}
        </Badge>
      )}
      <div className={styles.actions}>
        {!live && ['scheduled', 'live'].includes(c.meetingStatus) && canManage && canStart && (
          <Button appearance="primary" onClick={() => onAction(c, 'start')}>
            {t('conf.start')}
          </Button>
        )}
        {live && (
          <Button appearance="primary" onClick={() => onAction(c, 'join')}>
            {c.joinAs === 'MODERATOR' ? t('conf.joinModerator') : t('conf.joinViewer')}
          </Button>
        )}
        {live && canManage && <Button onClick={() => onAction(c, 'guests')}>{t('conf.guests')}</Button>}
        {live && canManage && <Button onClick={() => onAction(c, 'end')}>{t('conf.end')}</Button>}
      </div>
    </div>
  )
}

/** Only http(s) links become an href, whatever the service answers (defence in depth for javascript: or data:). */
const isHttpLink = (p: { url: string }) => /^https?:\/\//i.test(p.url)
