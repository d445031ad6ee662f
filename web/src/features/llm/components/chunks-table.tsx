import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { formatMs } from '../../../lib/format'
import type { LlmRun } from '../api'
import { formatDuration, formatTokens } from '../format-run'

const useStyles = makeStyles({ scroll: { overflowX: 'auto' }, table: { minWidth: '560px' } })

/** Each chunk of the map step: where it starts, its size, how long its call took, its tokens and attempts. */
export function ChunksTable({ chunks }: { chunks: LlmRun['chunks'] }) {
  const { t, i18n } = useTranslation('llm')
  const styles = useStyles()
  return (
    <div className={styles.scroll}>
      <Table size="small" className={styles.table} aria-label={t('detail.chunks')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>#</TableHeaderCell>
            <TableHeaderCell>{t('chunks.start')}</TableHeaderCell>
            <TableHeaderCell>{t('chunks.size')}</TableHeaderCell>
            <TableHeaderCell>{t('chunks.time')}</TableHeaderCell>
            <TableHeaderCell>{t('detail.tokensIn')}</TableHeaderCell>
            <TableHeaderCell>{t('detail.tokensOut')}</TableHeaderCell>
            <TableHeaderCell>{t('chunks.attempts')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {chunks.map((c) => (
            <TableRow key={c.index}>
              <TableCell>{c.index + 1}</TableCell>
              <TableCell>{formatMs(c.startMs)}</TableCell>
              <TableCell>{formatTokens(c.tokens, i18n.language)}</TableCell>
              <TableCell>{formatDuration(c.ms)}</TableCell>
              <TableCell>{formatTokens(c.promptTokens, i18n.language)}</TableCell>
              <TableCell>{formatTokens(c.completionTokens, i18n.language)}</TableCell>
              <TableCell>{c.attempts}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}
