import { Avatar, Badge, Link as FluentLink, makeStyles, Subtitle1, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../components/section-card'
import type { Profile } from '../api'
import { initialsOf } from '../../../lib/initials'

const useStyles = makeStyles({
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
  name: { margin: 0, overflowWrap: 'anywhere' },
  sub: { color: tokens.colorNeutralForeground2 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  def: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
  muted: { margin: 0, color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
  tags: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
})

/** Who the person is: the identity fields the edit dialog changes, and how much the profile rests on. */
export function IdentityCard({ profile: p }: { profile: Profile }) {
  const { t, i18n } = useTranslation('profiles')
  const styles = useStyles()
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' })
  const notSet = <dd className={styles.muted}>{t('identity.notSet')}</dd>
  return (
    <SectionCard title={t('identity.title')}>
      <div className={styles.head}>
        <Avatar name={p.fullName} initials={initialsOf(p.fullName)} size={64} color="colorful" aria-hidden />
        <div>
          <Subtitle1 as="p" className={styles.name}>
            {p.fullName}
          </Subtitle1>
          {(p.title || p.company) && (
            <div className={styles.sub}>{[p.title, p.company].filter(Boolean).join(' · ')}</div>
          )}
        </div>
      </div>
      <dl className={styles.grid}>
        <dt className={styles.term}>{t('identity.email')}</dt>
        {p.email ? (
          <dd className={styles.def}>
            <FluentLink href={`mailto:${p.email}`}>{p.email}</FluentLink>
          </dd>
        ) : (
          notSet
        )}
        <dt className={styles.term}>{t('identity.jobTitle')}</dt>
        {p.title ? <dd className={styles.def}>{p.title}</dd> : notSet}
        <dt className={styles.term}>{t('identity.company')}</dt>
        {p.company ? <dd className={styles.def}>{p.company}</dd> : notSet}
        <dt className={styles.term}>{t('identity.tags')}</dt>
        {p.tags.length ? (
          <dd className={styles.def}>
            <span className={styles.tags}>
              {p.tags.map((tag) => (
                <Badge key={tag} appearance="tint" color="brand" shape="rounded">
                  {tag}
                </Badge>
              ))}
            </span>
          </dd>
        ) : (
          <dd className={styles.muted}>{t('identity.noTags')}</dd>
        )}
        <dt className={styles.term}>{t('identity.reports')}</dt>
        <dd className={styles.def}>{p.reportCount}</dd>
        <dt className={styles.term}>{t('identity.lastReport')}</dt>
        <dd className={styles.def}>{p.lastReportAt ? date.format(new Date(p.lastReportAt)) : t('noReports')}</dd>
        <dt className={styles.term}>{t('identity.updated')}</dt>
        <dd className={styles.def}>{date.format(new Date(p.updatedAt))}</dd>
      </dl>
    </SectionCard>
  )
}
