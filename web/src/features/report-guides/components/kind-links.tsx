import { Caption1, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components'
import { Link } from 'wouter'

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  label: { color: tokens.colorNeutralForeground3, marginInlineEnd: tokens.spacingHorizontalXS },
  list: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', listStyle: 'none', margin: 0, padding: 0 },
  chip: {
    display: 'inline-flex',
    alignItems: 'center',
    height: '28px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground2,
    textDecoration: 'none',
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground1,
    whiteSpace: 'nowrap',
    ':hover': { ...shorthands.borderColor(tokens.colorBrandStroke1), color: tokens.colorBrandForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  current: {
    backgroundColor: tokens.colorBrandBackground,
    ...shorthands.borderColor(tokens.colorBrandBackground),
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': {
      color: tokens.colorNeutralForegroundOnBrand,
      backgroundColor: tokens.colorBrandBackgroundHover,
      ...shorthands.borderColor(tokens.colorBrandBackgroundHover),
    },
  },
})

export interface KindLink {
  key: string
  href: string
  label: string
  current: boolean
}

/** The sibling pages of a guide (every example, or every template) as a row of chips; the current one is marked. */
export function KindLinks({ label, items }: { label: string; items: KindLink[] }) {
  const styles = useStyles()
  if (items.length < 2) return null
  return (
    <nav className={mergeClasses(styles.root, 'no-print')} aria-label={label}>
      <Caption1 className={styles.label}>{label}</Caption1>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key}>
            <Link
              href={item.href}
              className={mergeClasses(styles.chip, item.current && styles.current)}
              aria-current={item.current ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
