import { Input, makeStyles, tokens } from '@fluentui/react-components'
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react'

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'center', direction: 'ltr' },
  box: { width: '44px', minWidth: 0, flexShrink: 1 },
  input: { textAlign: 'center', fontSize: tokens.fontSizeBase500, paddingInline: 0 },
})

interface Props {
  /** One entry per box, '' when empty (positions stay put when a middle box is cleared). */
  digits: string[]
  onChange(digits: string[]): void
  disabled?: boolean
  /** One label for the whole code; each box says which digit it is. */
  label: string
  digitLabel(position: number): string
}

/**
 * A numeric code in separate boxes: typing moves on, Backspace on an empty box goes back, the arrows move, and
 * pasting (or an autofilled one-time code) fills every box. The digits always run left to right, also in Arabic.
 * The first box carries name="code" so password managers and tests find the field.
 */
export function CodeBoxes({ digits, onChange, disabled, label, digitLabel }: Props) {
  const styles = useStyles()
  const refs = useRef<(HTMLInputElement | null)[]>([])
  const length = digits.length
  const focus = (i: number) => refs.current[Math.max(0, Math.min(length - 1, i))]?.focus()

  // Several characters at once (paste, autofill, a test's fill) spread from this box on.
  const put = (at: number, text: string) => {
    const incoming = text.replace(/\D/g, '')
    if (!incoming) return
    const next = [...digits]
    for (let k = 0; k < incoming.length && at + k < length; k++) next[at + k] = incoming[k]!
    onChange(next)
    focus(Math.min(at + incoming.length, length - 1))
  }
  const onKeyDown = (i: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[i] && i > 0) {
      event.preventDefault()
      const next = [...digits]
      next[i - 1] = ''
      onChange(next)
      focus(i - 1)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      focus(i - 1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      focus(i + 1)
    }
  }
  const onPaste = (i: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    put(i, event.clipboardData.getData('text'))
  }
  return (
    <div role="group" aria-label={label} className={styles.row}>
      {digits.map((d, i) => (
        <Input
          key={i}
          ref={(el) => {
            refs.current[i] = el
          }}
          className={styles.box}
          input={{ className: styles.input }}
          name={i === 0 ? 'code' : undefined}
          aria-label={digitLabel(i + 1)}
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          autoFocus={i === 0}
          disabled={disabled}
          value={d}
          onFocus={(e) => e.target.select()}
          onKeyDown={onKeyDown(i)}
          onPaste={onPaste(i)}
          onChange={(_, data) => {
            // Typed into a box that kept its digit (no selection): the new character is the one that is not it.
            const typed =
              data.value.length === 2 && d && data.value.includes(d) ? data.value.replace(d, '') : data.value
            if (typed.length > 1) return put(i, typed)
            const next = [...digits]
            next[i] = typed.replace(/\D/g, '')
            onChange(next)
            if (next[i]) focus(i + 1)
          }}
        />
      ))}
    </div>
  )
}
