import { Body1, Caption1, Card, makeStyles, Text, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { deleteColumn } from '../../../components/data-table/delete-column'
import { DataTable, bindListQuery, loadStateOf, type DataTableColumn } from '../../../components/data-table/data-table'
import { useAppAbility } from '../../../lib/ability'
import { useLoad } from '../../../lib/use-load'
import { callErrors, messageOf } from '../shared/call-error'
import { SandboxPage } from '../shared/sandbox-page'
import { deleteReview, listReviews, REVIEW_STATUSES, type Review, type ReviewQuery } from './ecommerce-api'
import { formatDate } from './money'
import { Notice } from './notice'
import { PersonCell } from './person-cell'
import { statusColumn } from './product-status-badge'
import { ProductThumb } from './product-thumb'
import { RatingStars } from './rating-stars'

const FILTERS = ['status'] as const

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXL },
  product: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  names: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  // The review text wraps inside its column rather than widening the table.
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, whiteSpace: 'normal' },
  muted: { color: tokens.colorNeutralForeground2 },
})

/** /apps/ecommerce/manage-review: the reviews in the app's data table, by status, searched, sorted and paged by the service; delete one. */
export function ReviewListPage() {
  const { t, i18n } = useTranslation('ecommerce')
  const styles = useStyles()
  const canManage = useAppAbility().can('manage', 'Demo')
  const [query, setQuery] = useState<ReviewQuery>({ page: 1, itemsPerPage: 10 })
  const list = useLoad((signal) => listReviews(query, signal), [JSON.stringify(query)], t('loadError'))
  const [deleting, setDeleting] = useState<Review>()
  const [notice, setNotice] = useState<string>()
  const columns: DataTableColumn<Review>[] = [
    {
      key: 'product',
      label: t('products.product'),
      value: (r) => r.product,
      sortable: true,
      width: 240,
      render: (r) => (
        <div className={styles.product}>
          <ProductThumb src={r.productImage} alt={r.product} />
          <div className={styles.names}>
            <Text weight="semibold">{r.product}</Text>
            <Caption1 className={styles.muted}>{r.companyName}</Caption1>
          </div>
        </div>
      ),
    },
    {
      key: 'reviewer',
      label: t('reviews.reviewer'),
      value: (r) => r.reviewer,
      sortable: true,
      width: 240,
      render: (r) => <PersonCell name={r.reviewer} email={r.email} />,
    },
    {
      key: 'review',
      label: t('reviews.review'),
      value: (r) => `${r.review}/5 ${r.head}: ${r.para}`,
      width: 360,
      render: (r) => (
        <div className={styles.text}>
          <RatingStars value={r.review} />
          <Text weight="semibold">{r.head}</Text>
          <Body1>{r.para}</Body1>
        </div>
      ),
    },
    {
      key: 'date',
      label: t('orders.date'),
      value: (r) => formatDate(r.date, i18n.language),
      sortable: true,
      width: 140,
    },
    statusColumn(t as (key: string) => string, REVIEW_STATUSES),
  ]
  if (canManage)
    columns.push(deleteColumn<Review>(t('actions'), (r) => t('reviews.deleteOne', { name: r.reviewer }), setDeleting))
  return (
    <SandboxPage title={t('reviews.title')} subtitle={t('reviews.subtitle')}>
      <Notice text={notice} onClose={() => setNotice(undefined)} />
      <Card className={styles.card}>
        <DataTable
          label={t('reviews.tableLabel')}
          columns={columns}
          rows={list.data?.reviews}
          total={list.data?.total ?? 0}
          rowKey={(r) => String(r.id)}
          {...bindListQuery(query, setQuery, FILTERS)}
          {...loadStateOf(list)}
          emptyText={t('empty')}
          emptyHint={t('emptyHint')}
          searchPlaceholder={t('reviews.search')}
        />
      </Card>
      {deleting && (
        <ConfirmDialog
          title={t('reviews.deleteTitle', { name: deleting.reviewer })}
          body={t('reviews.deleteBody', { product: deleting.product })}
          confirmLabel={t('delete')}
          onClose={() => setDeleting(undefined)}
          onConfirm={async () => {
            const failure = await callErrors(deleteReview(deleting.id), t('errors.unexpected', { ns: 'common' }))
            if (failure) return messageOf(failure)
            setNotice(t('reviews.deleted'))
            setDeleting(undefined)
            list.reload()
          }}
        />
      )}
    </SandboxPage>
  )
}
