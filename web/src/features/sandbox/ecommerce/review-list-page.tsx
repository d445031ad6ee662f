import {
  Body1,
  Button,
  Caption1,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components'
import { DeleteRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DebouncedSearch, FilterDropdown } from '../../../components/list-filters'
import { sortableHeader } from '../../../components/sortable-header'
import { useAppAbility } from '../../../lib/ability'
import { useLoad } from '../../../lib/use-load'
import { callErrors, messageOf } from '../shared/call-error'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { SandboxPage } from '../shared/sandbox-page'
import { deleteReview, listReviews, REVIEW_STATUSES, type Review, type ReviewQuery } from './ecommerce-api'
import { ListCard } from './list-card'
import { formatDate } from './money'
import { Notice } from './notice'
import { PersonCell } from './person-cell'
import { StatusBadge } from './product-status-badge'
import { ProductThumb } from './product-thumb'
import { RatingStars } from './rating-stars'
import { Toolbar } from './toolbar'
import { useListQuery } from './use-list-query'

const useStyles = makeStyles({
  table: { minWidth: '1040px', tableLayout: 'auto' },
  product: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, maxWidth: '360px' },
  muted: { color: tokens.colorNeutralForeground2 },
})

/** /apps/ecommerce/manage-review: the reviews by status, searched, sorted and paged by the service; delete one. */
export function ReviewListPage() {
  const { t, i18n } = useTranslation('ecommerce')
  const styles = useStyles()
  const canManage = useAppAbility().can('manage', 'Demo')
  const { query, patch, onSearch, onSort, onPage, onPageSize } = useListQuery<ReviewQuery>({
    page: 1,
    itemsPerPage: 10,
  })
  const list = useLoad((signal) => listReviews(query, signal), [JSON.stringify(query)], t('loadError'))
  const [deleting, setDeleting] = useState<Review>()
  const [notice, setNotice] = useState<string>()
  const rows = list.data?.reviews ?? []
  const sort = sortableHeader(query, onSort)
  return (
    <SandboxPage title={t('reviews.title')} subtitle={t('reviews.subtitle')}>
      <Notice text={notice} onClose={() => setNotice(undefined)} />
      <ListCard
        list={list}
        count={rows.length}
        total={list.data?.total ?? 0}
        page={query.page}
        pageSize={query.itemsPerPage}
        onPage={onPage}
        onPageSize={onPageSize}
        toolbar={
          <Toolbar>
            <DebouncedSearch placeholder={t('reviews.search')} onSearch={onSearch} />
            <FilterDropdown
              label={t('status')}
              allLabel={t('filters.allStatuses')}
              values={REVIEW_STATUSES}
              value={query.status}
              optionLabel={(v) => t(`statuses.${v}`)}
              onChange={(status) => patch({ status })}
            />
          </Toolbar>
        }
      >
        <Table className={styles.table} aria-label={t('reviews.tableLabel')} sortable>
          <TableHeader>
            <TableRow>
              <TableHeaderCell {...sort('product')}>{t('products.product')}</TableHeaderCell>
              <TableHeaderCell {...sort('reviewer')}>{t('reviews.reviewer')}</TableHeaderCell>
              <TableHeaderCell>{t('reviews.review')}</TableHeaderCell>
              <TableHeaderCell {...sort('date')}>{t('orders.date')}</TableHeaderCell>
              <TableHeaderCell {...sort('status')}>{t('status')}</TableHeaderCell>
              {canManage && <TableHeaderCell>{t('actions')}</TableHeaderCell>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id}>
                <TableCell>
                  <div className={styles.product}>
                    <ProductThumb src={r.productImage} alt={r.product} />
                    <div>
                      <Text weight="semibold">{r.product}</Text>
                      <br />
                      <Caption1 className={styles.muted}>{r.companyName}</Caption1>
                    </div>
                  </div>
                </TableCell>
                <TableCell>
                  <PersonCell name={r.reviewer} email={r.email} />
                </TableCell>
                <TableCell>
                  <div className={styles.text}>
                    <RatingStars value={r.review} />
                    <Text weight="semibold">{r.head}</Text>
                    <Body1>{r.para}</Body1>
                  </div>
                </TableCell>
                <TableCell>{formatDate(r.date, i18n.language)}</TableCell>
                <TableCell>
                  <StatusBadge status={r.status} />
                </TableCell>
                {canManage && (
                  <TableCell>
                    <Button
                      appearance="subtle"
                      icon={<DeleteRegular />}
                      aria-label={t('reviews.deleteOne', { name: r.reviewer })}
                      onClick={() => setDeleting(r)}
                    />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListCard>
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
