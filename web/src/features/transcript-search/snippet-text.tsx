import { makeStyles, tokens } from '@fluentui/react-components'
import type { TranscriptHit } from './api'

const useStyles = makeStyles({ mark: { backgroundColor: tokens.colorPaletteYellowBackground2, color: 'inherit' } })

/**
 * The service's snippet: plain text parts, matched words flagged. Rendered as text nodes and <mark>, never as
 * markup, so nothing a speaker said can become HTML.
 */
export function SnippetText({ parts }: { parts: TranscriptHit['snippet'] }) {
  const styles = useStyles()
  return (
    <>
      {parts.map((part, i) =>
        part.hit ? (
          <mark key={i} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  )
}
