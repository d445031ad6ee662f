import { Badge, Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, LoadingState } from '../../../../components/screen-state'
import { api } from '../../../../lib/api-client'
import { useLoad } from '../../../../lib/use-load'
import { useMoney } from '../../wizards/use-money'
import { GalleryExample } from '../gallery-example'

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  item: {
    position: 'relative',
    paddingInlineStart: tokens.spacingHorizontalXXL,
    paddingBottom: tokens.spacingVerticalL,
    borderInlineStartWidth: tokens.strokeWidthThick,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorNeutralStroke2,
    marginInlineStart: tokens.spacingHorizontalS,
  },
  dot: {
    position: 'absolute',
    insetInlineStart: '-7px',
    top: '2px',
    width: '12px',
    height: '12px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
  },
  head: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  when: { color: tokens.colorNeutralForeground2 },
})

const CODE = `
<ol className={styles.list}>
  {events.map((e) => (
    <li key={e.id} className={styles.item}>
      <span className={styles.dot} aria-hidden />
      <Body1>{e.title}</Body1>
      <Caption1>{e.when}</Caption1>
    </li>
  ))}
</ol>
`

/** Fluent has no timeline: a list with a start-side rule, here over the sandbox's latest orders. */
export default function TimelineExample() {
  const { t, i18n } = useTranslation('showcaseGallery')
  const styles = useStyles()
  const money = useMoney()
  const orders = useLoad(
    (signal) =>
      api.GET('/api/apps/ecommerce/orders', {
        params: { query: { sortBy: 'date', orderBy: 'desc', itemsPerPage: '5' } },
        signal,
      }),
    [],
    t('loadFailed'),
  )
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })
  const rows = orders.data?.orders ?? []
  return (
    <GalleryExample code={CODE} column>
      {orders.error ? (
        <ErrorState message={orders.error} onRetry={orders.reload} />
      ) : !orders.data ? (
        <LoadingState />
      ) : rows.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <ol className={styles.list} aria-label={t('demo.latestOrders')}>
          {rows.map((o) => (
            <li key={o.id} className={styles.item}>
              <span className={styles.dot} aria-hidden />
              <div className={styles.head}>
                <Body1>{t('demo.orderBy', { order: o.order, customer: o.customer })}</Body1>
                <Badge appearance="outline" color="informative">
                  {o.status}
                </Badge>
              </div>
              <Caption1 className={styles.when}>
                {day.format(new Date(`${o.date}T00:00:00Z`))} · {money(o.spent)}
              </Caption1>
            </li>
          ))}
        </ol>
      )}
    </GalleryExample>
  )
}
