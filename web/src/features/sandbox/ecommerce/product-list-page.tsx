import { Button, Card, makeStyles, tokens } from '@fluentui/react-components'
import { AddRegular, DeleteRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { DataTable, bindListQuery, loadStateOf } from '../../../components/data-table/data-table'
import { useAppAbility } from '../../../lib/ability'
import { useLoad } from '../../../lib/use-load'
import { callErrors, messageOf } from '../shared/call-error'
import { SandboxPage } from '../shared/sandbox-page'
import { deleteProduct, listProducts, type Product, type ProductQuery } from './ecommerce-api'
import { Notice } from './notice'
import { useProductColumns } from './product-columns'
import { useCategoryTitles } from './use-category-titles'

const FILTERS = ['category', 'stock', 'status'] as const

const useStyles = makeStyles({ card: { gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXL } })

/** /apps/ecommerce/product/list: filtered, searched, sorted and paged by the service; bulk delete of the selection. */
export function ProductListPage() {
  const { t } = useTranslation('ecommerce')
  const styles = useStyles()
  const [, navigate] = useLocation()
  const canManage = useAppAbility().can('manage', 'Demo')
  const [query, setQuery] = useState<ProductQuery>({ page: 1, itemsPerPage: 10 })
  const list = useLoad((signal) => listProducts(query, signal), [JSON.stringify(query)], t('loadError'))
  const categories = useCategoryTitles()
  // `done` empties the table's selection once a bulk delete went through.
  const [deleting, setDeleting] = useState<{ products: Product[]; done?: () => void }>()
  const [notice, setNotice] = useState<string>()
  const columns = useProductColumns(categories, canManage ? (p) => setDeleting({ products: [p] }) : undefined)

  return (
    <SandboxPage
      title={t('products.title')}
      subtitle={t('products.subtitle')}
      actions={
        canManage && (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate('/apps/ecommerce/product/add')}>
            {t('products.add')}
          </Button>
        )
      }
    >
      <Notice text={notice} onClose={() => setNotice(undefined)} />
      <Card className={styles.card}>
        <DataTable
          label={t('products.tableLabel')}
          columns={columns}
          rows={list.data?.products}
          total={list.data?.total ?? 0}
          rowKey={(p) => String(p.id)}
          rowLabel={(p) => p.productName}
          {...bindListQuery(query, setQuery, FILTERS)}
          {...loadStateOf(list)}
          emptyText={t('empty')}
          emptyHint={t('emptyHint')}
          searchPlaceholder={t('products.search')}
          selectable={canManage}
          selectionActions={(products, done) => (
            <Button icon={<DeleteRegular />} onClick={() => setDeleting({ products, done })}>
              {t('deleteSelected')}
            </Button>
          )}
        />
      </Card>
      {deleting && (
        <ConfirmDialog
          title={
            deleting.products.length === 1
              ? t('products.deleteTitle', { name: deleting.products[0].productName })
              : t('products.deleteManyTitle', { count: deleting.products.length })
          }
          body={t('products.deleteBody')}
          confirmLabel={t('delete')}
          onClose={() => setDeleting(undefined)}
          onConfirm={async () => {
            for (const p of deleting.products) {
              const failure = await callErrors(deleteProduct(p.id), t('errors.unexpected', { ns: 'common' }))
              if (failure) {
                list.reload()
                return messageOf(failure)
              }
            }
            deleting.done?.()
            setNotice(t('products.deleted', { count: deleting.products.length }))
            setDeleting(undefined)
            list.reload()
          }}
        />
      )}
    </SandboxPage>
  )
}
