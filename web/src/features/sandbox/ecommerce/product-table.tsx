import {
  Button,
  Caption1,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  TableSelectionCell,
  Text,
  tokens,
} from '@fluentui/react-components'
import { DeleteRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { useLinkStyles } from './link-styles'
import { sortableHeader } from '../../../components/sortable-header'
import type { Product, ProductQuery, ProductSortKey } from './ecommerce-api'
import { ProductThumb } from './product-thumb'
import { StatusBadge } from './product-status-badge'

const useStyles = makeStyles({
  table: { minWidth: '980px', tableLayout: 'auto' },
  product: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: '240px' },
  names: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
})

interface ProductTableProps {
  rows: Product[]
  query: ProductQuery
  selected: Set<number>
  canManage: boolean
  onSelect: (ids: number[], on: boolean) => void
  onSort: (key: ProductSortKey) => void
  onDelete: (product: Product) => void
}

/** The products page; the service sorts and pages, the headers only ask. Scrolls sideways on a phone. */
export function ProductTable({ rows, query, selected, canManage, onSelect, onSort, onDelete }: ProductTableProps) {
  const { t } = useTranslation('ecommerce')
  const styles = useStyles()
  const links = useLinkStyles()
  const sort = sortableHeader(query, onSort)
  const all = rows.length > 0 && rows.every((r) => selected.has(r.id))
  const some = rows.some((r) => selected.has(r.id))
  return (
    <Table className={styles.table} aria-label={t('products.tableLabel')} sortable>
      <TableHeader>
        <TableRow>
          {canManage && (
            <TableSelectionCell
              checkboxIndicator={{ 'aria-label': t('selectPage') }}
              checked={all ? true : some ? 'mixed' : false}
              onClick={() =>
                onSelect(
                  rows.map((r) => r.id),
                  !all,
                )
              }
            />
          )}
          <TableHeaderCell {...sort('product')}>{t('products.product')}</TableHeaderCell>
          <TableHeaderCell {...sort('category')}>{t('products.category')}</TableHeaderCell>
          <TableHeaderCell>{t('products.stock')}</TableHeaderCell>
          <TableHeaderCell {...sort('sku')}>{t('products.sku')}</TableHeaderCell>
          <TableHeaderCell {...sort('price')}>{t('products.price')}</TableHeaderCell>
          <TableHeaderCell {...sort('qty')}>{t('products.qty')}</TableHeaderCell>
          <TableHeaderCell {...sort('status')}>{t('status')}</TableHeaderCell>
          {canManage && <TableHeaderCell>{t('actions')}</TableHeaderCell>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((p) => (
          <TableRow key={p.id}>
            {canManage && (
              <TableSelectionCell
                checkboxIndicator={{ 'aria-label': t('selectRow', { name: p.productName }) }}
                checked={selected.has(p.id)}
                onClick={() => onSelect([p.id], !selected.has(p.id))}
              />
            )}
            <TableCell>
              <div className={styles.product}>
                <ProductThumb src={p.image} alt={p.productName} />
                <div className={styles.names}>
                  {canManage ? (
                    <Link className={links.link} href={`/apps/ecommerce/product/add?id=${p.id}`}>
                      {p.productName}
                    </Link>
                  ) : (
                    <Text weight="semibold">{p.productName}</Text>
                  )}
                  <Caption1 className={styles.muted}>{p.productBrand}</Caption1>
                </div>
              </div>
            </TableCell>
            <TableCell>{t(`categories.${p.category}` as 'categories.Shoes', { defaultValue: p.category })}</TableCell>
            <TableCell>{p.stock ? t('products.inStock') : t('products.outOfStock')}</TableCell>
            <TableCell>{p.sku}</TableCell>
            <TableCell>{p.price}</TableCell>
            <TableCell>{p.qty}</TableCell>
            <TableCell>
              <StatusBadge status={p.status} />
            </TableCell>
            {canManage && (
              <TableCell>
                <Button
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  aria-label={t('products.deleteOne', { name: p.productName })}
                  onClick={() => onDelete(p)}
                />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
