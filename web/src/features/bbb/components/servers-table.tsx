import {
  Badge,
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
import { AlertRegular, MoreHorizontalRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../../config/paths'
import type { BbbServer } from '../api'
import { ServerStatusBadge } from './server-status-badge'
import { Sparkline } from './sparkline'

const useStyles = makeStyles({
  // Wider than a phone: the card scrolls it sideways rather than squeezing its columns into each other.
  table: { minWidth: '900px', tableLayout: 'auto' },
  name: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: '160px',
    maxWidth: '260px',
    overflowWrap: 'anywhere',
    paddingInlineEnd: tokens.spacingHorizontalM,
  },
  url: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, wordBreak: 'break-all' },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  owner: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
})

export type ServerAction = 'edit' | 'test' | 'cordon' | 'disable' | 'enable'

/**
 * The servers with their last polled figures and whose each is (the organization's own, or shared by the
 * platform); a row's actions only for whoever may change that server.
 */
export function ServersTable({
  rows,
  platform,
  canChange,
  onAction,
}: {
  rows: BbbServer[]
  /** Seen by the platform's operator: an organization's server is "registered by an organization", not "yours". */
  platform: boolean
  canChange: (server: BbbServer) => boolean
  onAction: (server: BbbServer, action: ServerAction) => void
}) {
  const { t } = useTranslation('bbb')
  const styles = useStyles()
  const anyActions = rows.some(canChange)
  return (
    <Table className={styles.table} size="small" aria-label={t('title')}>
      <TableHeader>
        <TableRow>
          {(
            ['name', 'status', 'load', 'meetings', 'participants', 'video', 'version', 'latency', 'last24h'] as const
          ).map((c) => (
            <TableHeaderCell key={c}>{t(`column.${c}`)}</TableHeaderCell>
          ))}
          {anyActions && <TableHeaderCell aria-label={t('column.actions')} />}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((s) => (
          <TableRow key={s.id} data-server={s.name}>
            <TableCell>
              <div className={styles.name}>
                <Link href={paths.bbbMonitor.detail.getHref({ id: s.id })} asChild>
                  <FluentLink>{s.name}</FluentLink>
                </Link>
                <span className={styles.url}>{s.url}</span>
                <span className={styles.owner}>
                  {t(!s.orgId ? 'owner.shared' : platform ? 'owner.tenant' : 'owner.organization')}
                </span>
                {s.lastError && <span className={styles.error}>{s.lastError}</span>}
              </div>
            </TableCell>
            <TableCell>
              <div className={styles.badges}>
                <ServerStatusBadge server={s} />
                {s.openAlerts > 0 && (
                  <Badge appearance="filled" color="danger" icon={<AlertRegular />} data-alerts={s.openAlerts}>
                    {t('alerts.badge', { count: s.openAlerts })}
                  </Badge>
                )}
              </div>
            </TableCell>
            <TableCell>{s.load}</TableCell>
            <TableCell>{s.meetings}</TableCell>
            <TableCell>{s.participants}</TableCell>
            <TableCell>{s.video}</TableCell>
            <TableCell>{s.version ?? '—'}</TableCell>
            <TableCell>{s.latencyMs === null ? '—' : t('ms', { value: s.latencyMs })}</TableCell>
            <TableCell>
              <Sparkline values={s.sparkline} label={t('sparklineLabel', { name: s.name })} />
            </TableCell>
            {anyActions && !canChange(s) && <TableCell />}
            {canChange(s) && (
              <TableCell>
                <Menu>
                  <MenuTrigger disableButtonEnhancement>
                    <Button
                      appearance="subtle"
                      icon={<MoreHorizontalRegular />}
                      aria-label={t('actionsFor', { name: s.name })}
                    />
                  </MenuTrigger>
                  <MenuPopover>
                    <MenuList>
                      <MenuItem onClick={() => onAction(s, 'test')}>{t('action.test')}</MenuItem>
                      <MenuItem onClick={() => onAction(s, 'edit')}>{t('action.edit')}</MenuItem>
                      {s.state !== 'cordoned' && (
                        <MenuItem onClick={() => onAction(s, 'cordon')}>{t('action.cordon')}</MenuItem>
                      )}
                      {s.state !== 'disabled' && (
                        <MenuItem onClick={() => onAction(s, 'disable')}>{t('action.disable')}</MenuItem>
                      )}
                      {s.state !== 'enabled' && (
                        <MenuItem onClick={() => onAction(s, 'enable')}>{t('action.enable')}</MenuItem>
                      )}
                    </MenuList>
                  </MenuPopover>
                </Menu>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
