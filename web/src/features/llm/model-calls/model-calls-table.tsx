import {
  Link as FluentLink,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../../config/paths'
import { formatCost, formatDuration, formatTokens } from '../format-run'
import type { ModelCallListItem } from './api'
import { CallStatusBadge } from './call-status-badge'

const useStyles = makeStyles({
  table: { minWidth: '880px' },
  muted: { color: tokens.colorNeutralForeground3 },
  num: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
})

/** One row per attempt: when (the link to its detail), status, model, what it served, tokens, latency, cost. */
export function ModelCallsTable({ rows, showOrg }: { rows: ModelCallListItem[]; showOrg: boolean }) {
  const { t, i18n } = useTranslation('llm')
  const styles = useStyles()
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' })
  const n = (v: number) => formatTokens(v, i18n.language)
  return (
    <Table className={styles.table} aria-label={t('calls.title')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('calls.columns.time')}</TableHeaderCell>
          <TableHeaderCell>{t('calls.columns.status')}</TableHeaderCell>
          <TableHeaderCell>{t('calls.columns.model')}</TableHeaderCell>
          <TableHeaderCell>{t('calls.columns.served')}</TableHeaderCell>
          <TableHeaderCell>{t('calls.columns.tokens')}</TableHeaderCell>
          <TableHeaderCell>{t('calls.columns.latency')}</TableHeaderCell>
          <TableHeaderCell>{t('calls.columns.cost')}</TableHeaderCell>
          <TableHeaderCell>{t('calls.columns.attempt')}</TableHeaderCell>
          {showOrg && <TableHeaderCell>{t('calls.columns.organization')}</TableHeaderCell>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((c) => (
          <TableRow key={c.id}>
            <TableCell>
              <Link href={paths.llm.call.getHref({ id: c.id })} asChild>
                <FluentLink data-testid="model-call-link">{date.format(new Date(c.createdAt))}</FluentLink>
              </Link>
            </TableCell>
            <TableCell>
              <CallStatusBadge status={c.status} />
            </TableCell>
            <TableCell>{c.model}</TableCell>
            <TableCell>{t(`calls.served.${c.served}`)}</TableCell>
            <TableCell className={styles.num}>
              {c.engine === 'llm' ? t('calls.tokensInOut', { in: n(c.tokensIn), out: n(c.tokensOut) }) : '—'}
            </TableCell>
            <TableCell className={styles.num}>
              <bdi>{formatDuration(c.latencyMs)}</bdi>
            </TableCell>
            <TableCell className={styles.num}>{formatCost(c.costMinor, c.currency, i18n.language)}</TableCell>
            <TableCell className={c.attempt > 1 ? undefined : styles.muted}>{c.attempt}</TableCell>
            {showOrg && <TableCell>{c.orgName}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
