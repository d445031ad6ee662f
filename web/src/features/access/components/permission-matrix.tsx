import {
  Caption1,
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
import { ErrorState, LoadingState } from '../../../components/screen-state'
import { SectionCard } from '../../../components/section-card'
import { useLoad } from '../../../lib/use-load'
import { getMatrix } from '../api'

const useStyles = makeStyles({ scroll: { overflowX: 'auto' }, limited: { color: tokens.colorNeutralForeground3 } })

/** Roles × subjects, as the service computes them from the rules it enforces. */
export function PermissionMatrixCard() {
  const { t } = useTranslation('access')
  const styles = useStyles()
  const load = useLoad((signal) => getMatrix(signal), [], t('matrixError'))
  const m = load.data
  return (
    <SectionCard title={t('matrix')}>
      <Caption1>{t('matrixHint')}</Caption1>
      {load.error && <ErrorState message={load.error} onRetry={load.reload} />}
      {!m && !load.error && <LoadingState />}
      {m && (
        <div className={styles.scroll}>
          <Table aria-label={t('matrix')} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('col.subject')}</TableHeaderCell>
                {m.roles.map((r) => (
                  <TableHeaderCell key={r}>{r}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {m.subjects.map((s) => (
                <TableRow key={s}>
                  <TableCell>{s}</TableCell>
                  {m.roles.map((r) => {
                    const cell = m.cells.find((c) => c.role === r && c.subject === s)
                    return (
                      <TableCell key={r}>
                        {cell?.actions.length ? cell.actions.join(', ') : '—'}
                        {cell?.conditions.length ? (
                          <Caption1 className={styles.limited}>{` (${cell.conditions.join(', ')})`}</Caption1>
                        ) : null}
                      </TableCell>
                    )
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </SectionCard>
  )
}
