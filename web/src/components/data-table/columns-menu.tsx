import { Button, makeStyles, Popover, PopoverSurface, PopoverTrigger, Text, tokens } from '@fluentui/react-components'
import { ArrowDownRegular, ArrowUpRegular, ColumnTripleRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    minWidth: '220px',
  },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  name: { flexGrow: 1 },
})

/** Column order from the keyboard: each column with move-earlier and move-later buttons. */
export function ColumnsMenu({
  order,
  labelOf,
  onMove,
}: {
  order: string[]
  labelOf: (key: string) => string
  onMove: (key: string, to: number) => void
}) {
  const { t } = useTranslation('showcaseForms')
  const styles = useStyles()
  return (
    <Popover trapFocus>
      <PopoverTrigger disableButtonEnhancement>
        <Button icon={<ColumnTripleRegular />}>{t('dataTable.columns')}</Button>
      </PopoverTrigger>
      <PopoverSurface aria-label={t('dataTable.columnOrder')}>
        <ul className={styles.list}>
          {order.map((key, i) => (
            <li key={key} className={styles.row}>
              <Text className={styles.name}>{labelOf(key)}</Text>
              <Button
                size="small"
                appearance="subtle"
                icon={<ArrowUpRegular />}
                disabledFocusable={i === 0}
                aria-label={t('dataTable.moveEarlier', { column: labelOf(key) })}
                onClick={() => onMove(key, i - 1)}
              />
              <Button
                size="small"
                appearance="subtle"
                icon={<ArrowDownRegular />}
                disabledFocusable={i === order.length - 1}
                aria-label={t('dataTable.moveLater', { column: labelOf(key) })}
                onClick={() => onMove(key, i + 1)}
              />
            </li>
          ))}
        </ul>
      </PopoverSurface>
    </Popover>
  )
}
