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
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DebouncedSearch } from '../../../components/list-filters'
import { sortableHeader } from '../../../components/sortable-header'
import { useAppAbility } from '../../../lib/ability'
import { useLoad } from '../../../lib/use-load'
import { callErrors, messageOf } from '../shared/call-error'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { SandboxPage } from '../shared/sandbox-page'
import { CategoryDrawer } from './category-drawer'
import { deleteCategory, listCategories, type Category, type CategorySortKey, type ListQuery } from './ecommerce-api'
import { ListCard } from './list-card'
import { formatMoney } from './money'
import { Notice } from './notice'
import { Toolbar } from './toolbar'
import { useListQuery } from './use-list-query'

const useStyles = makeStyles({
  table: { minWidth: '620px', tableLayout: 'auto' },
  muted: { color: tokens.colorNeutralForeground2 },
  names: { display: 'flex', flexDirection: 'column' },
})

/** /apps/ecommerce/product/category-list: the categories with their product counts; add, edit and delete in a drawer. */
export function CategoryListPage() {
  const { t, i18n } = useTranslation('ecommerce')
  const styles = useStyles()
  const canManage = useAppAbility().can('manage', 'Demo')
  const { query, onSearch, onSort, onPage, onPageSize } = useListQuery<ListQuery<CategorySortKey>>({
    page: 1,
    itemsPerPage: 10,
  })
  const list = useLoad((signal) => listCategories(query, signal), [JSON.stringify(query)], t('loadError'))
  const [drawer, setDrawer] = useState<{ editing?: Category }>()
  const [deleting, setDeleting] = useState<Category>()
  const [notice, setNotice] = useState<string>()
  const rows = list.data?.categories ?? []
  const sort = sortableHeader(query, onSort)
  return (
    <SandboxPage title={t('categoriesPage.title')} subtitle={t('categoriesPage.subtitle')}>
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
          <Toolbar
            end={
              canManage && (
                <Button appearance="primary" icon={<AddRegular />} onClick={() => setDrawer({})}>
                  {t('categoriesPage.add')}
                </Button>
              )
            }
          >
            <DebouncedSearch placeholder={t('categoriesPage.search')} onSearch={onSearch} />
          </Toolbar>
        }
      >
        <Table className={styles.table} aria-label={t('categoriesPage.tableLabel')} sortable>
          <TableHeader>
            <TableRow>
              <TableHeaderCell {...sort('title')}>{t('categoriesPage.name')}</TableHeaderCell>
              <TableHeaderCell {...sort('products')}>{t('categoriesPage.products')}</TableHeaderCell>
              <TableHeaderCell {...sort('totalValue')}>{t('categoriesPage.value')}</TableHeaderCell>
              {canManage && <TableHeaderCell>{t('actions')}</TableHeaderCell>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((c) => (
              <TableRow key={c.id}>
                <TableCell>
                  <div className={styles.names}>
                    <Text weight="semibold">
                      {t(`categories.${c.title}` as 'categories.Shoes', { defaultValue: c.title })}
                    </Text>
                    <Caption1 className={styles.muted}>{c.description}</Caption1>
                  </div>
                </TableCell>
                <TableCell>
                  <Body1>{c.products}</Body1>
                </TableCell>
                <TableCell>{formatMoney(c.totalValue, i18n.language)}</TableCell>
                {canManage && (
                  <TableCell>
                    <Button
                      appearance="subtle"
                      icon={<EditRegular />}
                      aria-label={t('categoriesPage.editOne', { name: c.title })}
                      onClick={() => setDrawer({ editing: c })}
                    />
                    <Button
                      appearance="subtle"
                      icon={<DeleteRegular />}
                      aria-label={t('categoriesPage.deleteOne', { name: c.title })}
                      onClick={() => setDeleting(c)}
                    />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ListCard>
      <CategoryDrawer
        open={!!drawer}
        editing={drawer?.editing}
        onClose={() => setDrawer(undefined)}
        onSaved={(title) => {
          setNotice(t('categoriesPage.saved', { name: title }))
          list.reload()
        }}
      />
      {deleting && (
        <ConfirmDialog
          title={t('categoriesPage.deleteTitle', { name: deleting.title })}
          body={t('categoriesPage.deleteBody')}
          confirmLabel={t('delete')}
          onClose={() => setDeleting(undefined)}
          onConfirm={async () => {
            const failure = await callErrors(deleteCategory(deleting.id), t('errors.unexpected', { ns: 'common' }))
            if (failure) return messageOf(failure)
            setNotice(t('categoriesPage.deleted', { name: deleting.title }))
            setDeleting(undefined)
            list.reload()
          }}
        />
      )}
    </SandboxPage>
  )
}
