import { Caption1Strong, makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { searchIcon } from './search-icons'
import type { SearchChild, SearchGroup } from './search-model'

const CATEGORIES = [
  'product',
  'help',
  'costs',
  'reports',
  'administration',
  'account',
  'dashboards',
  'apps',
  'pages',
  'front-pages',
  'user-interface',
  'forms-tables',
  'charts',
  'transcripts',
] as const
type Category = (typeof CATEGORIES)[number]
const isCategory = (value: string): value is Category => (CATEGORIES as readonly string[]).includes(value)

const useStyles = makeStyles({
  list: {
    maxHeight: '50vh',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  heading: {
    color: tokens.colorNeutralForeground3,
    paddingInline: tokens.spacingHorizontalS,
    paddingTop: tokens.spacingVerticalS,
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'pointer',
    fontSize: '20px',
  },
  label: { fontSize: tokens.fontSizeBase300 },
  active: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground2 },
})

interface SearchResultListProps {
  groups: SearchGroup[]
  active: number
  titleOf: (child: SearchChild) => string
  onHover: (index: number) => void
  onSelect: (child: SearchChild) => void
}

/** The results as a listbox grouped by category; the active one is kept in view as the arrows move it. */
export function SearchResultList({ groups, active, titleOf, onHover, onSelect }: SearchResultListProps) {
  const { t } = useTranslation()
  const styles = useStyles()
  const listRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    listRef.current?.querySelector(`#app-search-result-${active}`)?.scrollIntoView({ block: 'nearest' })
  }, [active])

  let index = -1
  return (
    <div id="app-search-results" role="listbox" className={styles.list} ref={listRef}>
      {groups.map((group) => (
        <div key={group.category} role="group" aria-label={group.title}>
          <Caption1Strong className={styles.heading} as="p">
            {isCategory(group.category) ? t(`shell.search.categories.${group.category}`) : group.title}
          </Caption1Strong>
          {group.children.map((child) => {
            const position = ++index
            const Icon = searchIcon(child.icon)
            return (
              <div
                key={child.path}
                id={`app-search-result-${position}`}
                role="option"
                aria-selected={position === active}
                className={mergeClasses(styles.item, position === active && styles.active)}
                onMouseMove={() => position !== active && onHover(position)}
                onClick={() => onSelect(child)}
              >
                <Icon aria-hidden />
                <span className={styles.label}>{titleOf(child)}</span>
              </div>
            )
          })}
        </div>
      ))}
    </div>
  )
}
