import { Caption1, Checkbox, Link as FluentLink, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../../config/paths'
import type { Meeting } from '../api'
import { MeetingStatusBadge } from './meeting-status-badge'

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  card: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'start',
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
  muted: { color: tokens.colorNeutralForeground3 },
})

interface MeetingCardsProps {
  rows: Meeting[]
  selected: Set<string>
  onSelect?: (ids: string[], checked: boolean) => void
}

/** The meetings list on a phone: one card per meeting, its status always in view (no sideways scroll). */
export function MeetingCards({ rows, selected, onSelect }: MeetingCardsProps) {
  const { t, i18n } = useTranslation('meetings')
  const styles = useStyles()
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <ul className={styles.list} aria-label={t('title')}>
      {rows.map((m) => (
        <li key={m.id} className={styles.card}>
          {onSelect ? (
            <Checkbox
              aria-label={t('selectRow', { title: m.title })}
              checked={selected.has(m.id)}
              onChange={(_, d) => onSelect([m.id], Boolean(d.checked))}
            />
          ) : (
            <span />
          )}
          <div className={styles.body}>
            <Link href={paths.meetings.detail.getHref({ id: m.id })} asChild>
              <FluentLink>{m.title}</FluentLink>
            </Link>
            <Caption1>
              {t(`kind.${m.kind}`)} · {date.format(new Date(m.scheduledAt))}
            </Caption1>
            <Caption1 className={styles.muted}>{m.participants.map((p) => p.name).join(', ') || '—'}</Caption1>
          </div>
          <MeetingStatusBadge status={m.status} />
        </li>
      ))}
    </ul>
  )
}
