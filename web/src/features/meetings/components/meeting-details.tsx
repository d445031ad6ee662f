import { Avatar, Badge, Caption1, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../../config/paths'
import type { Meeting } from '../api'
import { initialsOf } from '../../../lib/initials'

const useStyles = makeStyles({
  // The brand colour, as every other link (not the browser's default blue).
  profileLink: { color: tokens.colorBrandForeground1, ':hover': { color: tokens.colorBrandForeground2Hover } },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  def: { margin: 0 },
  people: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  person: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  kinds: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
})

export function MeetingDetails({ meeting }: { meeting: Meeting }) {
  const { t, i18n } = useTranslation('meetings')
  const styles = useStyles()
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short' })
  return (
    <dl className={styles.grid}>
      <dt className={styles.term}>{t('columns.kind')}</dt>
      <dd className={styles.def}>{t(`kind.${meeting.kind}`)}</dd>
      <dt className={styles.term}>{t('columns.scheduledAt')}</dt>
      <dd className={styles.def}>{date.format(new Date(meeting.scheduledAt))}</dd>
      <dt className={styles.term}>{t('detail.duration')}</dt>
      <dd className={styles.def}>{t('detail.minutes', { count: meeting.durationMinutes })}</dd>
      {meeting.description && (
        <>
          <dt className={styles.term}>{t('createDialog.description')}</dt>
          <dd className={styles.def}>{meeting.description}</dd>
        </>
      )}
      {meeting.requestedKinds.length > 0 && (
        <>
          <dt className={styles.term}>{t('detail.requestedKinds')}</dt>
          <dd className={styles.def}>
            <span className={styles.kinds}>
              {meeting.requestedKinds.map((k) => (
                <Badge key={k} appearance="outline">
                  {t(`kind.${k}`, { ns: 'reports' })}
                </Badge>
              ))}
            </span>
          </dd>
        </>
      )}
    </dl>
  )
}

export function MeetingParticipants({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation('meetings')
  const styles = useStyles()
  if (meeting.participants.length === 0)
    return <Caption1 className={styles.muted}>{t('detail.noParticipants')}</Caption1>
  return (
    <ul className={styles.people} aria-label={t('columns.participants')}>
      {meeting.participants.map((p, i) => (
        <li key={i} className={styles.person}>
          <Avatar name={p.name} initials={initialsOf(p.name)} size={32} color="colorful" />
          <span>
            {p.profileId ? (
              <Link className={styles.profileLink} href={paths.digitalProfiles.detail.getHref({ id: p.profileId })}>
                {p.name}
              </Link>
            ) : (
              p.name
            )}
            <div className={styles.muted}>
              {t(`role.${p.role}`)}
              {p.email ? ` · ${p.email}` : ''}
            </div>
          </span>
        </li>
      ))}
    </ul>
  )
}
