import {
  Button,
  Link as FluentLink,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components'
import { MoreHorizontalRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { sortableHeader } from '../../../components/sortable-header'
import { paths } from '../../../config/paths'
import type { LlmRunListItem, RunQuery, RunSortKey } from '../api'
import { currencyOf, formatCost, formatDuration, formatTokens } from '../format-run'
import { RunStatusBadge } from './run-status-badge'

const useStyles = makeStyles({
  table: { minWidth: '1100px' },
  muted: { color: tokens.colorNeutralForeground3 },
  num: { fontVariantNumeric: 'tabular-nums' },
})

interface Props {
  rows: LlmRunListItem[]
  query: RunQuery
  onSort: (key: RunSortKey) => void
  onRerun?: (r: LlmRunListItem) => void
  onDelete?: (r: LlmRunListItem) => void
}

export function RunsTable({ rows, query, onSort, onRerun, onDelete }: Props) {
  const { t, i18n } = useTranslation('llm')
  const styles = useStyles()
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const sortable = sortableHeader(query, onSort)
  return (
    <Table className={styles.table} aria-label={t('list.title')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell {...sortable('title')}>{t('columns.title')}</TableHeaderCell>
          <TableHeaderCell {...sortable('status')}>{t('columns.status')}</TableHeaderCell>
          <TableHeaderCell>{t('columns.source')}</TableHeaderCell>
          <TableHeaderCell {...sortable('engine')}>{t('columns.engine')}</TableHeaderCell>
          <TableHeaderCell>{t('columns.model')}</TableHeaderCell>
          <TableHeaderCell {...sortable('tokens')}>{t('columns.tokens')}</TableHeaderCell>
          <TableHeaderCell {...sortable('cost')}>{t('columns.cost')}</TableHeaderCell>
          <TableHeaderCell {...sortable('duration')}>{t('columns.duration')}</TableHeaderCell>
          <TableHeaderCell>{t('columns.who')}</TableHeaderCell>
          <TableHeaderCell {...sortable('createdAt')}>{t('columns.created')}</TableHeaderCell>
          <TableHeaderCell aria-label={t('columns.actions')} />
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id}>
            <TableCell>
              <Link href={paths.llm.detail.getHref({ id: r.id })} asChild>
                <FluentLink data-testid="llm-run-link">{r.title}</FluentLink>
              </Link>
            </TableCell>
            <TableCell>
              <RunStatusBadge status={r.status} />
            </TableCell>
            <TableCell className={styles.muted}>
              {t(`sourceKind.${r.sourceKind}`)}
              {r.sourceKind !== 'text' ? `: ${r.sourceName}` : ''}
            </TableCell>
            <TableCell>{t(`engine.${r.engine}`)}</TableCell>
            <TableCell className={styles.muted}>{r.model ?? '—'}</TableCell>
            <TableCell className={styles.num}>
              {formatTokens(r.promptTokens, i18n.language)} / {formatTokens(r.completionTokens, i18n.language)}
            </TableCell>
            <TableCell className={styles.num}>{formatCost(r.costMinor, currencyOf(r), i18n.language)}</TableCell>
            <TableCell className={styles.num}>{formatDuration(r.durationMs)}</TableCell>
            <TableCell className={styles.muted}>{r.createdBy ?? '—'}</TableCell>
            <TableCell className={styles.muted}>{date.format(new Date(r.createdAt))}</TableCell>
            <TableCell>
              {(onRerun || onDelete) && (
                <Menu>
                  <MenuTrigger disableButtonEnhancement>
                    <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={t('columns.actions')} />
                  </MenuTrigger>
                  <MenuPopover>
                    <MenuList>
                      {onRerun && <MenuItem onClick={() => onRerun(r)}>{t('actions.rerun')}</MenuItem>}
                      {onDelete && <MenuItem onClick={() => onDelete(r)}>{t('actions.delete')}</MenuItem>}
                    </MenuList>
                  </MenuPopover>
                </Menu>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
