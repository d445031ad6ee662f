import { Checkbox, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { below } from '../../../theme/breakpoints'
import { CALENDARS, type CalendarName } from './calendar-api'
import { CALENDAR_COLORS } from './calendar-colors'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
    [below('md')]: { flexDirection: 'row', flexWrap: 'wrap' },
  },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold },
  swatch: {
    display: 'inline-block',
    width: '10px',
    height: '10px',
    borderRadius: '50%',
    marginInlineEnd: tokens.spacingHorizontalXS,
  },
})

/** Which categories show, each with its colour; "View all" toggles them together. */
export function CalendarFilters({
  selected,
  onChange,
}: {
  selected: CalendarName[]
  onChange: (next: CalendarName[]) => void
}) {
  const { t } = useTranslation('sandboxCalendar')
  const styles = useStyles()
  const all = selected.length === CALENDARS.length
  return (
    <fieldset className={styles.root}>
      <legend className={styles.legend}>{t('filters')}</legend>
      <Checkbox
        label={t('viewAll')}
        checked={all ? true : selected.length ? 'mixed' : false}
        onChange={() => onChange(all ? [] : [...CALENDARS])}
      />
      {CALENDARS.map((c) => (
        <Checkbox
          key={c}
          checked={selected.includes(c)}
          label={
            <>
              <span className={styles.swatch} style={{ backgroundColor: CALENDAR_COLORS[c].foreground }} aria-hidden />
              {t(`calendars.${c}`)}
            </>
          }
          onChange={() =>
            onChange(
              selected.includes(c)
                ? selected.filter((s) => s !== c)
                : CALENDARS.filter((x) => x === c || selected.includes(x)),
            )
          }
        />
      ))}
    </fieldset>
  )
}
