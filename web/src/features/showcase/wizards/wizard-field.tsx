import { Field, Input, makeStyles, Textarea, tokens, type InputProps } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { below } from '../../../theme/breakpoints'
import type { StepErrors } from './validation'

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
    [below('sm')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
})

/** Two columns of fields, one on a phone. */
export function FieldGrid({ children }: { children: React.ReactNode }) {
  return <div className={useStyles().grid}>{children}</div>
}

interface TextFieldProps {
  name: string
  label: string
  value: string
  errors: StepErrors
  onChange: (value: string) => void
  required?: boolean
  multiline?: boolean
  hint?: string
  type?: InputProps['type']
  inputMode?: InputProps['inputMode']
  autoComplete?: string
  placeholder?: string
}

/** A labelled text input whose message is the step error of its name, translated. */
export function TextField({
  name,
  label,
  value,
  errors,
  onChange,
  required,
  multiline,
  hint,
  type,
  inputMode,
  autoComplete,
  placeholder,
}: TextFieldProps) {
  const { t } = useTranslation('showcaseGallery')
  const error = errors[name]
  return (
    <Field label={label} required={required} hint={hint} validationMessage={error ? t(`errors.${error}`) : undefined}>
      {multiline ? (
        <Textarea name={name} value={value} onChange={(_, d) => onChange(d.value)} resize="vertical" />
      ) : (
        <Input
          name={name}
          value={value}
          onChange={(_, d) => onChange(d.value)}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          placeholder={placeholder}
        />
      )}
    </Field>
  )
}
