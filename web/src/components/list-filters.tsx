import { Dropdown, makeStyles, Option, SearchBox } from '@fluentui/react-components'
import { useEffect, useState } from 'react'

/** Typing waits this long before a list reloads, so a word is one request, not one per key. */
const SEARCH_DEBOUNCE_MS = 300
const ALL = 'all'

const useStyles = makeStyles({
  search: { flexGrow: 1, maxWidth: '360px' },
  filter: { minWidth: '160px' },
})

interface DebouncedSearchProps {
  placeholder: string
  onSearch: (q: string) => void
  /** The text a restored list starts with (e.g. from the address). */ initial?: string
}

/** A list's search box: reports the trimmed text once typing pauses. */
export function DebouncedSearch({ placeholder, onSearch, initial }: DebouncedSearchProps) {
  const styles = useStyles()
  const [text, setText] = useState(initial ?? '')
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, onSearch])
  return (
    <SearchBox
      className={styles.search}
      placeholder={placeholder}
      aria-label={placeholder}
      value={text}
      onChange={(_, d) => setText(d.value)}
    />
  )
}

interface FilterDropdownProps<T extends string> {
  label: string
  /** The option meaning "no filter", e.g. "All roles". */
  allLabel: string
  values: readonly T[]
  value: T | undefined
  optionLabel: (value: T) => string
  onChange: (value: T | undefined) => void
}

/** A list filter: one of `values`, or all of them (undefined). */
export function FilterDropdown<T extends string>({
  label,
  allLabel,
  values,
  value,
  optionLabel,
  onChange,
}: FilterDropdownProps<T>) {
  const styles = useStyles()
  const text = (v: string) => (v === ALL ? allLabel : optionLabel(v as T))
  const selected = value ?? ALL
  return (
    <Dropdown
      className={styles.filter}
      aria-label={label}
      value={text(selected)}
      selectedOptions={[selected]}
      onOptionSelect={(_, d) => onChange(d.optionValue === ALL ? undefined : (d.optionValue as T))}
    >
      {[ALL, ...values].map((v) => (
        <Option key={v} value={v}>
          {text(v)}
        </Option>
      ))}
    </Dropdown>
  )
}
