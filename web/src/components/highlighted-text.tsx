import { makeStyles, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'

const useStyles = makeStyles({ mark: { backgroundColor: tokens.colorPaletteYellowBackground2, color: 'inherit' } })

/** The text with every occurrence of the (lower-case) needle marked, as a search through a transcript shows it. */
export function HighlightedText({ text, needle }: { text: string; needle: string }) {
  const styles = useStyles()
  if (!needle) return <>{text}</>
  const parts: ReactNode[] = []
  const lower = text.toLowerCase()
  let from = 0
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, from)) {
    parts.push(
      text.slice(from, at),
      <mark key={at} className={styles.mark}>
        {text.slice(at, at + needle.length)}
      </mark>,
    )
    from = at + needle.length
  }
  parts.push(text.slice(from))
  return <>{parts}</>
}
