import { Body1Strong, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { SectionCard } from '../../../components/section-card'
import { useAppAbility } from '../../../lib/ability'
import { useLoad } from '../../../lib/use-load'
import { getSubjectCost } from '../api'
import { formatMoney } from '../format-money'
import { CostRowsTable } from './cost-rows-table'

const useStyles = makeStyles({ total: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' } })

function SubjectCostBody({ subject, id }: { subject: 'meeting' | 'report'; id: string }) {
  const { t, i18n } = useTranslation('costs')
  const styles = useStyles()
  const load = useLoad((signal) => getSubjectCost(subject, id, signal), [subject, id], t('subject.loadFailed'))
  return (
    <SectionCard title={t('subject.title')} id="cost">
      {load.error ? (
        <ErrorState message={load.error} onRetry={load.reload} />
      ) : !load.data ? (
        <LoadingState />
      ) : load.data.rows.length === 0 ? (
        <EmptyState title={t('subject.empty')} hint={t(`subject.emptyHint.${subject}`)} />
      ) : (
        <>
          <CostRowsTable rows={load.data.rows} showOrg={false} />
          {load.data.totals.map((s) => (
            <div key={s.currency} className={styles.total}>
              <Body1Strong>{t('subject.total')}</Body1Strong>
              <Body1Strong data-cost-total>{formatMoney(s.amountMinor, s.currency, i18n.language)}</Body1Strong>
            </div>
          ))}
        </>
      )}
    </SectionCard>
  )
}

/** The cost lines of one meeting or report, for readers of costs only (the card is absent for others). */
export function SubjectCostCard({ subject, id }: { subject: 'meeting' | 'report'; id: string }) {
  const ability = useAppAbility()
  return ability.can('read', 'Cost') ? <SubjectCostBody subject={subject} id={id} /> : null
}
