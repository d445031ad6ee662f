import {
  Badge,
  Button,
  Caption1,
  makeStyles,
  ProgressBar,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { sortableHeader } from '../../../components/sortable-header'
import { NO_WARNINGS, type Vehicle, type VehicleQuery, type VehicleSortKey } from './logistics-api'

const useStyles = makeStyles({
  table: { minWidth: '720px', tableLayout: 'auto' },
  progress: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: '140px' },
  bar: { flexGrow: 1 },
})

/** The fleet's vehicles: the service sorts and pages; a row's button opens its route on the fleet screen. */
export function VehicleTable({
  rows,
  query,
  onSort,
  onOpen,
}: {
  rows: Vehicle[]
  query: VehicleQuery
  onSort: (key: VehicleSortKey) => void
  onOpen?: (v: Vehicle) => void
}) {
  const { t } = useTranslation('sandboxApps2')
  const styles = useStyles()
  const sort = sortableHeader(query, onSort)
  return (
    <Table className={styles.table} aria-label={t('logistics.vehicleTable')} sortable>
      <TableHeader>
        <TableRow>
          <TableHeaderCell {...sort('location')}>{t('logistics.columns.location')}</TableHeaderCell>
          <TableHeaderCell {...sort('startRoute')}>{t('logistics.columns.startRoute')}</TableHeaderCell>
          <TableHeaderCell {...sort('endRoute')}>{t('logistics.columns.endRoute')}</TableHeaderCell>
          <TableHeaderCell {...sort('warnings')}>{t('logistics.columns.warnings')}</TableHeaderCell>
          <TableHeaderCell {...sort('progress')}>{t('logistics.columns.progress')}</TableHeaderCell>
          {onOpen && <TableHeaderCell>{t('logistics.columns.route')}</TableHeaderCell>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((v) => (
          <TableRow key={v.id}>
            <TableCell>{t('logistics.vehicleName', { code: v.location })}</TableCell>
            <TableCell>
              {v.startCity}, {v.startCountry}
            </TableCell>
            <TableCell>
              {v.endCity}, {v.endCountry}
            </TableCell>
            <TableCell>
              <Badge appearance="tint" color={v.warnings === NO_WARNINGS ? 'success' : 'warning'}>
                {t(`logistics.warnings.${v.warnings}`, { defaultValue: v.warnings })}
              </Badge>
            </TableCell>
            <TableCell>
              <div className={styles.progress}>
                <ProgressBar
                  className={styles.bar}
                  value={v.progress / 100}
                  thickness="large"
                  aria-label={t('logistics.progressOf', { code: v.location, progress: v.progress })}
                />
                <Caption1>{v.progress}%</Caption1>
              </div>
            </TableCell>
            {onOpen && (
              <TableCell>
                <Button size="small" onClick={() => onOpen(v)}>
                  {t('logistics.showRoute', { code: v.location })}
                </Button>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
