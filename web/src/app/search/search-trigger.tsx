import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components'
import { SearchRegular } from '@fluentui/react-icons'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

// The dialog and its icons load on first use.
const SearchDialog = lazy(() => import('./search-dialog').then((m) => ({ default: m.SearchDialog })))

const useStyles = makeStyles({
  trigger: { color: tokens.colorNeutralForeground3, columnGap: tokens.spacingHorizontalS },
  keys: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusSmall,
    paddingInline: tokens.spacingHorizontalXS,
  },
})

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/** The search button in the app bar, and Ctrl+K / Cmd+K from anywhere in the signed-in shell. */
export function SearchTrigger({ compact }: { compact: boolean }) {
  const { t } = useTranslation()
  const styles = useStyles()
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault() // the browser's own Ctrl+K focuses its address bar
        setUsed(true)
        setOpen(true)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  return (
    <>
      <Button
        appearance="subtle"
        className={styles.trigger}
        icon={<SearchRegular />}
        aria-label={t('shell.search.open')}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
        data-testid="search-open"
      >
        {compact ? null : (
          <>
            {t('shell.search.button')} <Caption1 className={styles.keys}>{isMac() ? '⌘K' : 'Ctrl+K'}</Caption1>
          </>
        )}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
