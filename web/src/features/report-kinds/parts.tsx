import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { scoreColor } from './charts/palette'

const useStyles = makeStyles({
  tiles: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
    breakInside: 'avoid',
  },
  value: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightBold, lineHeight: tokens.lineHeightHero700 },
  muted: { color: tokens.colorNeutralForeground3 },
  list: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
  },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  h3: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
})

/** A headline number: a score (coloured by band) or any metric. */
export function Tile({
  label,
  value,
  score,
  hint,
}: {
  label: string
  value: ReactNode
  score?: number
  hint?: ReactNode
}) {
  const styles = useStyles()
  return (
    <div className={styles.tile}>
      <Caption1 className={styles.muted}>{label}</Caption1>
      <span className={styles.value} style={score === undefined ? undefined : { color: scoreColor(score) }}>
        {value}
      </span>
      {hint && <Caption1 className={styles.muted}>{hint}</Caption1>}
    </div>
  )
}

export function Tiles({ children }: { children: ReactNode }) {
  return <div className={useStyles().tiles}>{children}</div>
}

export function Columns({ children }: { children: ReactNode }) {
  return <div className={useStyles().columns}>{children}</div>
}

export function Stack({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={mergeClasses(useStyles().stack, className)}>{children}</div>
}

export function SubHeading({ children }: { children: ReactNode }) {
  return <h3 className={useStyles().h3}>{children}</h3>
}

/** A bullet list, or the `empty` line when there is nothing to list. */
export function Bullets({ items, empty }: { items: string[]; empty: string }) {
  const styles = useStyles()
  if (items.length === 0) return <Caption1 className={styles.muted}>{empty}</Caption1>
  return (
    <ul className={styles.list}>
      {items.map((s, i) => (
        <li key={i}>{s}</li>
      ))}
    </ul>
  )
}

export function Muted({ children }: { children: ReactNode }) {
  return <Caption1 className={useStyles().muted}>{children}</Caption1>
}
