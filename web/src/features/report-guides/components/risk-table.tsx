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
import { RISK_WEIGHTS } from '../kind-catalogue'
import { useGuideText } from '../use-guide-text'

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  title: {
    margin: `0 0 ${tokens.spacingVerticalS}`,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
  },
  table: { tableLayout: 'auto' },
  type: { whiteSpace: 'nowrap' },
  weight: { width: '1%', textAlign: 'end', fontVariantNumeric: 'tabular-nums', fontWeight: tokens.fontWeightSemibold },
})

/** The detectors of the information-security review and each one's weight in the risk score. */
export function RiskTable() {
  const { t, text } = useGuideText()
  const styles = useStyles()
  return (
    <div className={styles.scroll}>
      <h3 className={styles.title}>{t('risk.title')}</h3>
      <Table size="small" className={styles.table} aria-label={t('risk.title')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('risk.type')}</TableHeaderCell>
            <TableHeaderCell>{t('risk.detection')}</TableHeaderCell>
            <TableHeaderCell className={styles.weight}>{t('risk.weight')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {RISK_WEIGHTS.map(({ type, weight }) => (
            <TableRow key={type}>
              <TableCell className={styles.type}>
                <Badge appearance="tint" color="danger">
                  {text(`reportKinds:infoSec.type.${type}`)}
                </Badge>
              </TableCell>
              <TableCell>{text(`risk.types.${type}`)}</TableCell>
              <TableCell className={styles.weight}>{weight}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}
