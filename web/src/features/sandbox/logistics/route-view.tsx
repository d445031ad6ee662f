import { makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { curvePath, pointAt, ROUTE_BOX, routeCurve } from './route-geometry'
import type { Vehicle } from './logistics-api'

const useStyles = makeStyles({
  svg: {
    width: '100%',
    height: 'auto',
    display: 'block',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusLarge,
  },
  grid: { stroke: tokens.colorNeutralStroke2, strokeWidth: 1 },
  route: { fill: 'none', stroke: tokens.colorNeutralStroke1, strokeWidth: 4, strokeDasharray: '8 8' },
  travelled: { fill: 'none', stroke: tokens.colorBrandStroke1, strokeWidth: 5, strokeLinecap: 'round' },
  city: { fill: tokens.colorNeutralBackground1, stroke: tokens.colorBrandStroke1, strokeWidth: 3 },
  end: { fill: tokens.colorBrandBackground, stroke: tokens.colorBrandStroke1, strokeWidth: 3 },
  truck: { fill: tokens.colorPaletteMarigoldBackground3, stroke: tokens.colorNeutralForeground1, strokeWidth: 2 },
  label: { fill: tokens.colorNeutralForeground1, fontSize: '15px', fontWeight: 600 },
  caption: { fill: tokens.colorNeutralForeground2, fontSize: '13px' },
})

/**
 * A vehicle's route drawn without a map service: the start and end cities as points on a schematic curve, the
 * travelled part and the truck at its progress. The cities are fictional, so no real geography is implied.
 */
export function RouteView({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation('sandboxLogistics')
  const styles = useStyles()
  const curve = routeCurve(vehicle.id)
  const [start, , end] = curve
  const truck = pointAt(curve, vehicle.progress)
  const { width, height } = ROUTE_BOX
  const label = t('routeLabel', {
    from: `${vehicle.startCity}, ${vehicle.startCountry}`,
    to: `${vehicle.endCity}, ${vehicle.endCountry}`,
    progress: vehicle.progress,
  })
  return (
    // A schematic drawn start-left to end-right: SVG text follows the page's direction, which would mirror its anchors
    // in Arabic. An attribute, not a style, because the styles' right-to-left transform would flip it back.
    <svg
      className={styles.svg}
      direction="ltr"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      data-testid="route-view"
    >
      <title>{label}</title>
      {[1, 2, 3, 4, 5].map((i) => (
        <line key={`v${i}`} className={styles.grid} x1={(width / 6) * i} y1={0} x2={(width / 6) * i} y2={height} />
      ))}
      {[1, 2, 3].map((i) => (
        <line key={`h${i}`} className={styles.grid} x1={0} y1={(height / 4) * i} x2={width} y2={(height / 4) * i} />
      ))}
      <path className={styles.route} d={curvePath(curve)} />
      <path className={styles.travelled} d={curvePath(curve, vehicle.progress)} />
      <circle className={styles.city} cx={start.x} cy={start.y} r={9} />
      <circle className={styles.end} cx={end.x} cy={end.y} r={9} />
      <rect className={styles.truck} x={truck.x - 11} y={truck.y - 8} width={22} height={16} rx={3} />
      <text className={styles.label} x={start.x - 40} y={start.y + 32}>
        {vehicle.startCity}
      </text>
      <text className={styles.caption} x={start.x - 40} y={start.y + 50}>
        {vehicle.startCountry}
      </text>
      <text className={styles.label} x={end.x + 40} y={end.y - 36} textAnchor="end">
        {vehicle.endCity}
      </text>
      <text className={styles.caption} x={end.x + 40} y={end.y - 18} textAnchor="end">
        {vehicle.endCountry}
      </text>
    </svg>
  )
}
