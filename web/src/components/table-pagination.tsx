import { Button, Caption1, Dropdown, makeStyles, Option, tokens } from '@fluentui/react-components'
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/** Spec section 9: the table page-size options. */
export const PAGE_SIZES = [5, 10, 20, 25, 50, 100] as const

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalL,
    flexWrap: 'wrap',
    padding: `${tokens.spacingVerticalS} 0`,
  },
  size: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  dropdown: { minWidth: '80px' },
})

interface TablePaginationProps {
  page: number
  pageSize: number
  total: number
  onPage: (page: number) => void
  onPageSize: (size: number) => void
}

/** Server paging: rows per page, the shown range and previous/next. */
export function TablePagination({ page, pageSize, total, onPage, onPageSize }: TablePaginationProps) {
  const { t } = useTranslation()
  const styles = useStyles()
  const labelId = useId()
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1
  const to = Math.min(total, page * pageSize)
  return (
    <div className={styles.root}>
      <div className={styles.size}>
        <Caption1 id={labelId}>{t('pagination.rowsPerPage')}</Caption1>
        <Dropdown
          className={styles.dropdown}
          size="small"
          aria-labelledby={labelId}
          value={String(pageSize)}
          selectedOptions={[String(pageSize)]}
          onOptionSelect={(_, d) => d.optionValue && onPageSize(Number(d.optionValue))}
        >
          {PAGE_SIZES.map((size) => (
            <Option key={size} value={String(size)}>
              {String(size)}
            </Option>
          ))}
        </Dropdown>
      </div>
      <Caption1>{t('pagination.range', { from, to, total })}</Caption1>
      <div>
        <Button
          appearance="subtle"
          icon={<ChevronLeftRegular />}
          aria-label={t('pagination.previous')}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        />
        <Button
          appearance="subtle"
          icon={<ChevronRightRegular />}
          aria-label={t('pagination.next')}
          disabled={to >= total}
          onClick={() => onPage(page + 1)}
        />
      </div>
    </div>
  )
}
