import {
  Caption1,
  Dialog,
  DialogBody,
  DialogSurface,
  makeStyles,
  SearchBox,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components'
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { isDataPath, searchDataGroups } from '../../features/analysis'
import { transcriptSearchHref } from '../../features/transcript-search'
import { useAppAbility } from '../../lib/ability'
import { findRoute } from '../../lib/routing/match-route'
import { routes } from '../routes'
import { SearchResultList } from './search-result-list'
import { flatten, moveActive, searchQuery, type SearchChild, type SearchGroup } from './search-model'
import { searchScreens } from './search-api'

const DEBOUNCE_MS = 150

const useStyles = makeStyles({
  surface: {
    maxWidth: '600px',
    width: '100%',
    padding: tokens.spacingHorizontalL,
    alignSelf: 'flex-start',
    marginTop: '10vh',
  },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  box: { width: '100%', maxWidth: 'none' },
  status: { color: tokens.colorNeutralForeground3, paddingBlock: tokens.spacingVerticalL, textAlign: 'center' },
  footer: { color: tokens.colorNeutralForeground3 },
})

/** The app-bar search (Ctrl+K / Cmd+K): type, move with the arrows, Enter opens the screen. */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const styles = useStyles()
  const [, navigate] = useLocation()
  const [text, setText] = useState('')
  const [groups, setGroups] = useState<SearchGroup[]>([])
  const [state, setState] = useState<'idle' | 'loading' | 'done' | 'error'>('idle')
  const [active, setActive] = useState(-1)
  const results = useMemo(() => flatten(groups), [groups])
  // Meetings, reports and profiles by name (GET /api/search) come before the screens, for roles that read them.
  const readsData = useAppAbility().can('read', 'Meeting')

  useEffect(() => {
    const q = searchQuery(text)
    if (!q) {
      setGroups([])
      setState('idle')
      return
    }
    const controller = new AbortController()
    setState('loading')
    const timer = setTimeout(() => {
      const data = readsData
        ? searchDataGroups(q, (type, count) => t(`shell.search.counts.${type}`, { count }), controller.signal).catch(
            () => [],
          )
        : Promise.resolve([])
      Promise.all([data, searchScreens(q, controller.signal)]).then(
        ([records, screens]) => {
          // Always offered to those who read meetings: the words said, not only the names (the search screen).
          const inTranscripts: SearchGroup[] = readsData
            ? [
                {
                  category: 'transcripts',
                  title: '',
                  children: [
                    { title: t('shell.search.inTranscripts', { q }), path: transcriptSearchHref(q), icon: 'Search' },
                  ],
                },
              ]
            : []
          const found = [...records, ...screens, ...inTranscripts]
          setGroups(found)
          setActive(flatten(found).length ? 0 : -1)
          setState('done')
        },
        () => !controller.signal.aborted && setState('error'),
      )
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text, readsData, t])

  const open_ = (child: SearchChild) => {
    onClose()
    setText('')
    navigate(child.path)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((current) => moveActive(current, results.length, event.key as 'ArrowDown' | 'ArrowUp'))
    } else if (event.key === 'Enter' && results[active]) {
      event.preventDefault()
      open_(results[active])
    }
  }
  // Titles in the chosen language: the service answers the English catalogue titles.
  const titleOf = (child: SearchChild) => {
    if (isDataPath(child.path) || child.path.includes('?')) return child.title
    const route = findRoute(routes, child.path)?.route
    return route && route.path !== '*' ? t(route.titleKey, { ns: 'routes' }) : child.title
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(_, data) => {
        if (data.open) return
        // Esc or a click outside: the next search starts empty, as after opening a result.
        setText('')
        onClose()
      }}
    >
      <DialogSurface className={styles.surface} aria-label={t('shell.search.open')} data-testid="search-dialog">
        <DialogBody className={styles.body}>
          <SearchBox
            className={styles.box}
            size="large"
            autoFocus
            value={text}
            placeholder={t('shell.search.placeholder')}
            onChange={(_, data) => setText(data.value)}
            onKeyDown={onKeyDown}
            aria-controls="app-search-results"
            aria-activedescendant={active >= 0 ? `app-search-result-${active}` : undefined}
            input={{ role: 'combobox', 'aria-expanded': results.length > 0, 'aria-autocomplete': 'list' }}
          />
          {state === 'idle' && <Text className={styles.status}>{t('shell.search.hint')}</Text>}
          {state === 'loading' && <Spinner size="small" className={styles.status} />}
          {state === 'error' && <Text className={styles.status}>{t('errors.unexpected')}</Text>}
          {state === 'done' && results.length === 0 && (
            <Text className={styles.status}>{t('shell.search.noResults', { q: text.trim() })}</Text>
          )}
          {state === 'done' && results.length > 0 && (
            <SearchResultList groups={groups} active={active} titleOf={titleOf} onHover={setActive} onSelect={open_} />
          )}
          <Caption1 className={styles.footer}>{t('shell.search.keys')}</Caption1>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
