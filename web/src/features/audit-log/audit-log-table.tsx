import {
  Badge,
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
import type { AuditEvent } from './api'

const useStyles = makeStyles({
  // Wide enough for its columns: on a phone the card scrolls sideways instead of overlapping cells.
  table: { minWidth: '760px' },
  muted: { color: tokens.colorNeutralForeground2 },
  mono: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
})

const FAILURES = new Set(['sign-in-failed', 'sign-in-locked', 'account-disabled'])

/** One row per event: when, what, who, on what, from where. */
export function AuditLogTable({ events }: { events: AuditEvent[] }) {
  const { t, i18n } = useTranslation('auditLog')
  const styles = useStyles()
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' })
  return (
    <Table aria-label={t('title')} size="small" className={styles.table}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('column.time')}</TableHeaderCell>
          <TableHeaderCell>{t('column.event')}</TableHeaderCell>
          <TableHeaderCell>{t('column.actor')}</TableHeaderCell>
          <TableHeaderCell>{t('column.target')}</TableHeaderCell>
          <TableHeaderCell>{t('column.address')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {events.map((e) => (
          <TableRow key={e.id}>
            <TableCell>{when.format(new Date(e.createdAt))}</TableCell>
            <TableCell>
              <Badge appearance="tint" color={FAILURES.has(e.kind) ? 'danger' : 'informative'}>
                {t(`kind.${e.kind}`)}
              </Badge>
            </TableCell>
            <TableCell>{e.actorEmail ?? <span className={styles.muted}>{e.actorId ?? '—'}</span>}</TableCell>
            <TableCell className={styles.mono}>{e.target ?? '—'}</TableCell>
            <TableCell className={styles.mono}>{e.ip ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
