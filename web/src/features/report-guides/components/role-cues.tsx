import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components'
import { TEAM_ROLE_IDS } from '../../report-kinds'
import { useGuideText } from '../use-guide-text'

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  title: {
    margin: `0 0 ${tokens.spacingVerticalS}`,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
  },
  table: { tableLayout: 'auto' },
  role: { whiteSpace: 'nowrap', fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
})

// Roles that behaviour adds to (builtin/team-roles.ts); the others are fed by cue words only.
const BEHAVIOUR_ROLES = new Set([
  'resource-investigator',
  'co-ordinator',
  'shaper',
  'implementer',
  'teamworker',
  'monitor-evaluator',
])

/** Our own cue lists per team role (no questionnaire text) and the behaviour that also counts. */
export function RoleCues() {
  const { t, text } = useGuideText()
  const styles = useStyles()
  return (
    <div className={styles.scroll}>
      <h3 className={styles.title}>{t('roleCues.title')}</h3>
      <Table size="small" className={styles.table} aria-label={t('roleCues.title')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('roleCues.role')}</TableHeaderCell>
            <TableHeaderCell>{t('roleCues.cues')}</TableHeaderCell>
            <TableHeaderCell>{t('roleCues.behaviour')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {TEAM_ROLE_IDS.map((role) => (
            <TableRow key={role}>
              <TableCell className={styles.role}>{text(`reportKinds:roles.${role}`)}</TableCell>
              <TableCell>{text(`roleCues.roles.${role}`)}</TableCell>
              <TableCell>
                {BEHAVIOUR_ROLES.has(role) ? (
                  text(`roleCues.behaviours.${role}`)
                ) : (
                  <span className={styles.muted}>—</span>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}
