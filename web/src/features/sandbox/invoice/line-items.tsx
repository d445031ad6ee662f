import { Button, Field, Input, makeStyles, SpinButton, tokens } from '@fluentui/react-components'
import { AddRegular, DeleteRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { below } from '../../../theme/breakpoints'
import { money, type InvoiceLine } from './invoice-api'

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 2fr) 120px 100px 110px auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'end',
    [below('md')]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      paddingBottom: tokens.spacingVerticalM,
      borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    },
  },
  // Fluent's inputs keep a minimum width of their own; in narrow grid cells they must shrink with the cell.
  input: { minWidth: 0, width: '100%' },
  amount: { paddingBottom: tokens.spacingVerticalS, textAlign: 'end' },
})

/** The invoice's lines: item, description, cost, quantity and the line's amount; add and remove rows. */
export function LineItems({
  lines,
  errors,
  onChange,
}: {
  lines: InvoiceLine[]
  errors: Record<string, string | undefined>
  onChange: (lines: InvoiceLine[]) => void
}) {
  const { t, i18n } = useTranslation('sandboxInvoice')
  const styles = useStyles()
  const set = (i: number, change: Partial<InvoiceLine>) =>
    onChange(lines.map((l, j) => (j === i ? { ...l, ...change } : l)))
  const num = (v: number | null | undefined, text?: string) => (v ?? Number(text ?? 0)) || 0
  return (
    <>
      <ol className={styles.list} aria-label={t('lines')}>
        {lines.map((line, i) => {
          const err = (name: string) => errors[`lines.${i}.${name}`]
          return (
            <li key={i} className={styles.row}>
              <Field
                label={t('line.item', { n: i + 1 })}
                required
                validationMessage={err('item')}
                validationState={err('item') ? 'error' : 'none'}
              >
                <Input className={styles.input} value={line.item} onChange={(_, d) => set(i, { item: d.value })} />
              </Field>
              <Field label={t('line.description')}>
                <Input
                  className={styles.input}
                  value={line.description}
                  onChange={(_, d) => set(i, { description: d.value })}
                />
              </Field>
              <Field
                label={t('line.cost')}
                validationMessage={err('cost')}
                validationState={err('cost') ? 'error' : 'none'}
              >
                <SpinButton
                  className={styles.input}
                  value={line.cost}
                  min={0}
                  step={1}
                  precision={2}
                  onChange={(_, d) => set(i, { cost: num(d.value, d.displayValue) })}
                />
              </Field>
              <Field
                label={t('line.qty')}
                validationMessage={err('qty')}
                validationState={err('qty') ? 'error' : 'none'}
              >
                <SpinButton
                  className={styles.input}
                  value={line.qty}
                  min={1}
                  onChange={(_, d) => set(i, { qty: Math.max(1, Math.round(num(d.value, d.displayValue))) })}
                />
              </Field>
              <span className={styles.amount}>{money((line.cost || 0) * (line.qty || 0), i18n.language)}</span>
              <Button
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={t('line.remove', { n: i + 1 })}
                disabled={lines.length === 1}
                onClick={() => onChange(lines.filter((_, j) => j !== i))}
              />
            </li>
          )
        })}
      </ol>
      <div>
        <Button
          icon={<AddRegular />}
          onClick={() => onChange([...lines, { item: '', description: '', cost: 0, qty: 1 }])}
        >
          {t('line.add')}
        </Button>
      </div>
    </>
  )
}
