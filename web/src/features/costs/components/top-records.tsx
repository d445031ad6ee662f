import { Body1, Caption1, Link as FluentLink, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../../config/paths'
import { useAppAbility } from '../../../lib/ability'
import type { CostOverview } from '../api'
import { formatMoney } from '../format-money'
import { EmptyState } from '../../../components/screen-state'

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, alignItems: 'baseline' },
  name: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  org: { color: tokens.colorNeutralForeground2 },
  amount: { whiteSpace: 'nowrap', flexShrink: 0 },
})

/** The most expensive meetings or reports, each linking to its record (plain text once deleted). */
export function TopRecords({
  items,
  subject,
  currency,
}: {
  items: CostOverview['topMeetings']
  subject: 'meeting' | 'report'
  currency: string
}) {
  const { t, i18n } = useTranslation('costs')
  const styles = useStyles()
  // omc reads costs across organizations but not their records: it sees the titles without links.
  const canOpen = useAppAbility().can('read', subject === 'meeting' ? 'Meeting' : 'Report')
  const href = (id: string) =>
    subject === 'meeting' ? paths.meetings.detail.getHref({ id }) : paths.reports.detail.getHref({ id })
  if (items.length === 0) return <EmptyState title={t(`top.empty.${subject}`)} hint={t(`top.emptyHint.${subject}`)} />
  return (
    <ol className={styles.list}>
      {items.map((i) => (
        <li key={i.id} className={styles.item}>
          <span className={styles.name}>
            {i.title === null ? (
              <Body1>
                {t(subject)} {t('deleted')}
              </Body1>
            ) : canOpen ? (
              <Link href={href(i.id)} asChild>
                <FluentLink>{i.title}</FluentLink>
              </Link>
            ) : (
              <Body1>{i.title}</Body1>
            )}
            <Caption1 className={styles.org}>{i.orgName}</Caption1>
          </span>
          <Body1 className={styles.amount}>{formatMoney(i.amountMinor, currency, i18n.language)}</Body1>
        </li>
      ))}
    </ol>
  )
}
