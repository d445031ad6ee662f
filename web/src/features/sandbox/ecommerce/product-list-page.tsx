import { Button, Caption1 } from '@fluentui/react-components'
import { AddRegular, DeleteRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { DebouncedSearch, FilterDropdown } from '../../../components/list-filters'
import { useAppAbility } from '../../../lib/ability'
import { useLoad } from '../../../lib/use-load'
import { callErrors, messageOf } from '../shared/call-error'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { SandboxPage } from '../shared/sandbox-page'
import { deleteProduct, listProducts, PRODUCT_STATUSES, type Product, type ProductQuery } from './ecommerce-api'
import { ListCard } from './list-card'
import { Notice } from './notice'
import { ProductTable } from './product-table'
import { Toolbar } from './toolbar'
import { useCategoryTitles } from './use-category-titles'
import { useListQuery } from './use-list-query'

/** /apps/ecommerce/product/list: filtered, searched, sorted and paged by the service; bulk delete of the selection. */
export function ProductListPage() {
  const { t } = useTranslation('ecommerce')
  const [, navigate] = useLocation()
  const canManage = useAppAbility().can('manage', 'Demo')
  const { query, patch, onSearch, onSort, onPage, onPageSize } = useListQuery<ProductQuery>({
    page: 1,
    itemsPerPage: 10,
  })
  const list = useLoad((signal) => listProducts(query, signal), [JSON.stringify(query)], t('loadError'))
  const categories = useCategoryTitles()
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const [deleting, setDeleting] = useState<Product[]>()
  const [notice, setNotice] = useState<string>()
  const rows = list.data?.products ?? []

  const select = (ids: number[], on: boolean) =>
    setSelected((s) => {
      const next = new Set(s)
      for (const id of ids)
        if (on) next.add(id)
        else next.delete(id)
      return next
    })
  const chosen = () => rows.filter((r) => selected.has(r.id))

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
      <ListCard
        list={list}
        count={rows.length}
        total={list.data?.total ?? 0}
        page={query.page}
        pageSize={query.itemsPerPage}
        onPage={onPage}
        onPageSize={onPageSize}
        toolbar={
          <>
            <Toolbar>
              <FilterDropdown
                label={t('status')}
                allLabel={t('filters.allStatuses')}
                values={PRODUCT_STATUSES}
                value={query.status}
                optionLabel={(v) => t(`statuses.${v}`)}
                onChange={(status) => patch({ status })}
              />
              <FilterDropdown
                label={t('products.category')}
                allLabel={t('filters.allCategories')}
                values={categories}
                value={query.category}
                optionLabel={(v) => t(`categories.${v}` as 'categories.Shoes', { defaultValue: v })}
                onChange={(category) => patch({ category })}
              />
              <FilterDropdown
                label={t('products.stock')}
                allLabel={t('filters.anyStock')}
                values={['true', 'false'] as const}
                value={query.stock}
                optionLabel={(v) => (v === 'true' ? t('products.inStock') : t('products.outOfStock'))}
                onChange={(stock) => patch({ stock })}
              />
            </Toolbar>
            <Toolbar
              end={
                canManage &&
                selected.size > 0 && (
                  <>
                    <Caption1>{t('selectedCount', { count: chosen().length })}</Caption1>
                    <Button
                      icon={<DeleteRegular />}
                      disabled={chosen().length === 0}
                      onClick={() => setDeleting(chosen())}
                    >
                      {t('deleteSelected')}
                    </Button>
                  </>
                )
              }
            >
              <DebouncedSearch placeholder={t('products.search')} onSearch={onSearch} />
            </Toolbar>
          </>
        }
      >
        <ProductTable
          rows={rows}
          query={query}
          selected={selected}
          canManage={canManage}
          onSelect={select}
          onSort={onSort}
          onDelete={(p) => setDeleting([p])}
        />
      </ListCard>
      {deleting && (
        <ConfirmDialog
          title={
            deleting.length === 1
              ? t('products.deleteTitle', { name: deleting[0].productName })
              : t('products.deleteManyTitle', { count: deleting.length })
          }
          body={t('products.deleteBody')}
          confirmLabel={t('delete')}
          onClose={() => setDeleting(undefined)}
          onConfirm={async () => {
            for (const p of deleting) {
              const failure = await callErrors(deleteProduct(p.id), t('errors.unexpected', { ns: 'common' }))
              if (failure) {
                list.reload()
                return messageOf(failure)
              }
              select([p.id], false)
            }
            setNotice(t('products.deleted', { count: deleting.length }))
            setDeleting(undefined)
            list.reload()
          }}
        />
      )}
    </SandboxPage>
  )
}
