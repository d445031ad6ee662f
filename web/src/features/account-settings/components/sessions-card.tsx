import {
  Badge,
  Button,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { listSessions, revokeSession } from '../api'
import { useLoad } from '../../../lib/use-load'
import { LoadState } from '../../../components/load-state'
import { SectionCard } from './section-card'

const useStyles = makeStyles({
  agent: { maxWidth: '360px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  wrap: { overflowX: 'auto' },
})

/** The signed-in sessions (refresh tokens) of this account; any but the current one can be ended. */
export function SessionsCard() {
  const { t, i18n } = useTranslation('account')
  const styles = useStyles()
  const { data, error, reload } = useLoad(() => listSessions(), [], 'failed')
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const revoke = async (id: string) => {
    await revokeSession(id).catch(() => undefined)
    reload()
  }
  return (
    <SectionCard title={t('sessions.title')} description={t('sessions.description')}>
      {!data ? (
        <LoadState failed={Boolean(error)} onRetry={reload} />
      ) : (
        <div className={styles.wrap}>
          <Table size="small" aria-label={t('sessions.title')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('sessions.device')}</TableHeaderCell>
                <TableHeaderCell>{t('sessions.ip')}</TableHeaderCell>
                <TableHeaderCell>{t('sessions.lastUsed')}</TableHeaderCell>
                <TableHeaderCell />
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.sessions.map((s) => (
                <TableRow key={s.id}>
                  <TableCell className={styles.agent} title={s.userAgent ?? undefined}>
                    {s.userAgent ?? t('sessions.unknown')}
                  </TableCell>
                  <TableCell>{s.ip ?? '—'}</TableCell>
                  <TableCell>{when(s.lastUsedAt)}</TableCell>
                  <TableCell>
                    {s.current ? (
                      <Badge appearance="tint" color="success">
                        {t('sessions.current')}
                      </Badge>
                    ) : (
                      <Button size="small" onClick={() => void revoke(s.id)}>
                        {t('sessions.revoke')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </SectionCard>
  )
}
