import { makeStyles, tokens } from '@fluentui/react-components'
import { speakerColor } from '../../../lib/format'

const useStyles = makeStyles({
  root: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', marginBottom: tokens.spacingVerticalS },
  item: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  dot: { width: '10px', height: '10px', borderRadius: '50%' },
})

export function SpeakerLegend({ speakers }: { speakers: string[] }) {
  const styles = useStyles()
  return (
    <div className={styles.root}>
      {speakers.map((s) => (
        <span key={s} className={styles.item}>
          <span className={styles.dot} style={{ backgroundColor: speakerColor(speakers, s) }} />
          {s}
        </span>
      ))}
    </div>
  )
}
