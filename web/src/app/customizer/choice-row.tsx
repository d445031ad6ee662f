import { Label, makeStyles, ToggleButton, tokens } from '@fluentui/react-components'
import { useId } from 'react'

const useStyles = makeStyles({
  row: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  options: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
})

interface ChoiceRowProps<T extends string> {
  label: string
  value: T
  options: readonly { value: T; label: string }[]
  onChange: (value: T) => void
  testId?: string
}

/** One customizer choice as a row of toggle buttons: every option visible at once, unlike a dropdown. */
export function ChoiceRow<T extends string>({ label, value, options, onChange, testId }: ChoiceRowProps<T>) {
  const styles = useStyles()
  const id = useId()
  return (
    <div className={styles.row}>
      <Label id={id} weight="semibold">
        {label}
      </Label>
      <div className={styles.options} role="radiogroup" aria-labelledby={id} data-testid={testId}>
        {options.map((option) => (
          <ToggleButton
            key={option.value}
            role="radio"
            aria-checked={option.value === value}
            checked={option.value === value}
            appearance={option.value === value ? 'primary' : 'outline'}
            size="small"
            onClick={() => onChange(option.value)}
            data-value={option.value}
          >
            {option.label}
          </ToggleButton>
        ))}
      </div>
    </div>
  )
}
