import { Badge, Button, Caption1, makeStyles, ProgressBar, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { DataTableColumn } from '../../../components/data-table/data-table'
import { NO_WARNINGS, type Vehicle } from './logistics-api'

const useStyles = makeStyles({
  progress: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  bar: { flexGrow: 1 },
})

/** The fleet's vehicle columns (the service sorts); with `onOpen`, a row's button opens its route on the fleet screen. */
export function useVehicleColumns(onOpen?: (v: Vehicle) => void): DataTableColumn<Vehicle>[] {
  const { t } = useTranslation('sandboxLogistics')
  const styles = useStyles()
  const warning = (v: Vehicle) => t(`warnings.${v.warnings}`, { defaultValue: v.warnings })
  const columns: DataTableColumn<Vehicle>[] = [
    {
      key: 'location',
      label: t('columns.location'),
      value: (v) => t('vehicleName', { code: v.location }),
      sortable: true,
      width: 160,
    },
    {
      key: 'startRoute',
      label: t('columns.startRoute'),
      value: (v) => `${v.startCity}, ${v.startCountry}`,
      sortable: true,
      width: 180,
    },
    {
      key: 'endRoute',
      label: t('columns.endRoute'),
      value: (v) => `${v.endCity}, ${v.endCountry}`,
      sortable: true,
      width: 180,
    },
    {
      key: 'warnings',
      label: t('columns.warnings'),
      value: warning,
      sortable: true,
      width: 180,
      render: (v) => (
        <Badge appearance="tint" color={v.warnings === NO_WARNINGS ? 'success' : 'warning'}>
          {warning(v)}
        </Badge>
      ),
    },
    {
      key: 'progress',
      label: t('columns.progress'),
      value: (v) => `${v.progress}%`,
      sortable: true,
      width: 180,
      render: (v) => (
        <div className={styles.progress}>
          <ProgressBar
            className={styles.bar}
            value={v.progress / 100}
            thickness="large"
            aria-label={t('progressOf', { code: v.location, progress: v.progress })}
          />
          <Caption1>{v.progress}%</Caption1>
        </div>
      ),
    },
  ]
  if (onOpen)
    columns.push({
      key: 'route',
      label: t('columns.route'),
      value: () => '',
      noExport: true,
      width: 170,
      render: (v) => (
        <Button size="small" onClick={() => onOpen(v)}>
          {t('showRoute', { code: v.location })}
        </Button>
      ),
    })
  return columns
}
