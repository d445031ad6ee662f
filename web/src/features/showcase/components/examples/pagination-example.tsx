import { Body1, makeStyles, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, LoadingState } from '../../../../components/screen-state'
import { TablePagination } from '../../../../components/table-pagination'
import { api } from '../../../../lib/api-client'
import { useLoad } from '../../../../lib/use-load'
import { GalleryExample } from '../gallery-example'

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, minHeight: '120px' },
})

const CODE = `
const [page, setPage] = useState(1)
const [pageSize, setPageSize] = useState(5)
const customers = useLoad((signal) => api.GET('/api/apps/ecommerce/customers', { params: { query: { page, itemsPerPage: pageSize } }, signal }), [page, pageSize], 'Could not load')
<TablePagination page={page} pageSize={pageSize} total={customers.data?.total ?? 0} onPage={setPage}
  onPageSize={(size) => { setPageSize(size); setPage(1) }} />
`

/** The product's own server-paging control over the sandbox's customers. */
export default function PaginationExample() {
  const { t } = useTranslation('showcaseGallery')
  const styles = useStyles()
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(5)
  const customers = useLoad(
    (signal) =>
      api.GET('/api/apps/ecommerce/customers', {
        params: { query: { page: String(page), itemsPerPage: String(pageSize) } },
        signal,
      }),
    [page, pageSize],
    t('loadFailed'),
  )
  const rows = customers.data?.customers ?? []
  return (
    <GalleryExample code={CODE} column>
      {customers.error ? (
        <ErrorState message={customers.error} onRetry={customers.reload} />
      ) : !customers.data ? (
        <LoadingState />
      ) : rows.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <ol className={styles.list} start={(page - 1) * pageSize + 1}>
          {rows.map((c) => (
            <li key={c.id}>
              <Body1>
                {c.customer} · {c.country}
              </Body1>
            </li>
          ))}
        </ol>
      )}
      <TablePagination
        page={page}
        pageSize={pageSize}
        total={customers.data?.total ?? 0}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size)
          setPage(1)
        }}
      />
    </GalleryExample>
  )
}
