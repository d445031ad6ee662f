import { Caption1, makeStyles, mergeClasses, ProgressBar, Text, tokens } from '@fluentui/react-components'
import { VehicleTruckProfileRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import type { Vehicle } from './logistics-api'

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  button: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    width: '100%',
    textAlign: 'start',
    cursor: 'pointer',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: 'inherit',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  selected: {
    border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
})

/** The fleet screen's vehicles: each a button that opens its route; the open one is marked for sight and for screen readers. */
export function VehicleList({
  rows,
  selected,
  onSelect,
}: {
  rows: Vehicle[]
  selected: number | undefined
  onSelect: (v: Vehicle) => void
}) {
  const { t } = useTranslation('sandboxLogistics')
  const styles = useStyles()
  return (
    <ul className={styles.list} aria-label={t('vehicles')}>
      {rows.map((v) => (
        <li key={v.id}>
          <button
            type="button"
            className={mergeClasses(styles.button, selected === v.id && styles.selected)}
            aria-pressed={selected === v.id}
            onClick={() => onSelect(v)}
          >
            <span className={styles.head}>
              <VehicleTruckProfileRegular aria-hidden />
              <Text weight="semibold">{t('vehicleName', { code: v.location })}</Text>
            </span>
            <Caption1 className={styles.muted}>{t('fromTo', { from: v.startCity, to: v.endCity })}</Caption1>
            <ProgressBar value={v.progress / 100} thickness="large" aria-hidden />
            <Caption1>{t('progressShort', { progress: v.progress })}</Caption1>
          </button>
        </li>
      ))}
    </ul>
  )
}
