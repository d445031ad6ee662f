import { Caption1, makeStyles, Text, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { DataTableColumn } from '../../../components/data-table/data-table'
import { deleteColumn } from '../../../components/data-table/delete-column'
import { PRODUCT_STATUSES, type Product } from './ecommerce-api'
import { useLinkStyles } from './link-styles'
import { statusColumn } from './product-status-badge'
import { ProductThumb } from './product-thumb'

const useStyles = makeStyles({
  product: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  names: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
})

/** The products table's columns; `onDelete` (a manager) links the names to the editor and adds a delete button. */
export function useProductColumns(categories: readonly string[], onDelete?: (p: Product) => void) {
  const { t } = useTranslation('ecommerce')
  const styles = useStyles()
  const links = useLinkStyles()
  const category = (c: string) => t(`categories.${c}` as 'categories.Shoes', { defaultValue: c })
  const stock = (inStock: boolean | string) =>
    inStock === true || inStock === 'true' ? t('products.inStock') : t('products.outOfStock')
  const columns: DataTableColumn<Product>[] = [
    {
      key: 'product',
      label: t('products.product'),
      value: (p) => p.productName,
      sortable: true,
      width: 240,
      render: (p) => (
        <div className={styles.product}>
          <ProductThumb src={p.image} alt={p.productName} />
          <div className={styles.names}>
            {onDelete ? (
              <Link className={links.link} href={`/apps/ecommerce/product/add?id=${p.id}`}>
                {p.productName}
              </Link>
            ) : (
              <Text weight="semibold">{p.productName}</Text>
            )}
            <Caption1 className={styles.muted}>{p.productBrand}</Caption1>
          </div>
        </div>
      ),
    },
    {
      key: 'category',
      label: t('products.category'),
      value: (p) => category(p.category),
      sortable: true,
      width: 130,
      filter: { values: categories, label: category, allLabel: t('filters.allCategories') },
    },
    {
      key: 'stock',
      label: t('products.stock'),
      value: (p) => stock(p.stock),
      width: 110,
      filter: { values: ['true', 'false'], label: stock, allLabel: t('filters.anyStock') },
    },
    { key: 'sku', label: t('products.sku'), value: (p) => p.sku, sortable: true, width: 90 },
    { key: 'price', label: t('products.price'), value: (p) => p.price, sortable: true, width: 80 },
    { key: 'qty', label: t('products.qty'), value: (p) => p.qty, sortable: true, width: 70 },
    statusColumn(t as (key: string) => string, PRODUCT_STATUSES),
  ]
  if (onDelete)
    columns.push(deleteColumn(t('actions'), (p) => t('products.deleteOne', { name: p.productName }), onDelete))
  return columns
}
