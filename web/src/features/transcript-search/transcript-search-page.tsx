import {
  Caption1,
  Dropdown,
  Field,
  makeStyles,
  Option,
  SearchBox,
  Tab,
  TabList,
  tokens,
} from '@fluentui/react-components'
import { SearchRegular } from '@fluentui/react-icons'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearch } from 'wouter'
import { PageHeader } from '../../components/page-header'
import { EmptyState, ErrorState, LoadingState } from '../../components/screen-state'
import { TablePagination } from '../../components/table-pagination'
import { useLoad } from '../../lib/use-load'
import { SEARCH_LANGUAGES, searchTranscripts, type SearchLanguage } from './api'
import { AskPanel } from './ask-panel'
import { SearchHitCard } from './search-hit-card'

const DEBOUNCE_MS = 300
const MAX_LENGTH = 200

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  form: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'flex-end' },
  box: { flexGrow: 1, minWidth: '220px' },
  input: { width: '100%', maxWidth: 'none' },
  lang: { minWidth: '160px' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  count: { color: tokens.colorNeutralForeground3 },
  icon: { fontSize: '40px', color: tokens.colorNeutralForeground3 },
})

/** The query lives in the address (`?q=&lang=&page=&pageSize=`): a search can be shared, and Back returns to it. */
function useQueryState() {
  const search = new URLSearchParams(useSearch())
  const [location, navigate] = useLocation()
  const lang = search.get('lang')
  const state = {
    q: search.get('q') ?? '',
    lang: (SEARCH_LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as SearchLanguage) : undefined,
    page: Math.max(1, Number(search.get('page')) || 1),
    pageSize: Math.min(100, Math.max(1, Number(search.get('pageSize')) || 20)),
  }
  const set = (next: Partial<typeof state>) => {
    const merged = { ...state, page: 1, ...next }
    const params = new URLSearchParams()
    if (merged.q) params.set('q', merged.q)
    if (merged.lang) params.set('lang', merged.lang)
    if (merged.page > 1) params.set('page', String(merged.page))
    if (merged.pageSize !== 20) params.set('pageSize', String(merged.pageSize))
    const search = params.toString()
    navigate(`${location}${search ? `?${search}` : ''}`, { replace: true })
  }
  return [state, set] as const
}

/** /search/transcripts: full-text search in what was said in meetings and written in reports. */
export function TranscriptSearchPage() {
  const { t } = useTranslation('meetings')
  const { t: tRoutes } = useTranslation('routes')
  const styles = useStyles()
  const [query, setQuery] = useQueryState()
  const [text, setText] = useState(query.q)
  const q = query.q.trim()
  // Ctrl+K opens this screen with another query while it is open: the box follows the address.
  useEffect(() => setText(query.q), [query.q])

  // Typing updates the address after a pause; the address is what is searched.
  useEffect(() => {
    if (text === query.q) return
    const timer = setTimeout(() => setQuery({ q: text }), DEBOUNCE_MS)
    return () => clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text])

  const result = useLoad(
    (signal) =>
      q
        ? searchTranscripts(
            { q, page: query.page, pageSize: query.pageSize, ...(query.lang ? { lang: query.lang } : {}) },
            signal,
          )
        : Promise.resolve({ data: null }),
    [q, query.lang, query.page, query.pageSize],
    t('search.loadError'),
  )
  const data = result.data
  // Ask mode lives in the address too (`?mode=ask&ask=`), apart from the search's own parameters.
  const address = new URLSearchParams(useSearch())
  const [location, navigate] = useLocation()
  const mode = address.get('mode') === 'ask' ? 'ask' : 'search'
  const tabs = (
    <TabList
      selectedValue={mode}
      onTabSelect={(_, d) => navigate(d.value === 'ask' ? `${location}?mode=ask` : location, { replace: true })}
    >
      <Tab value="search" data-testid="tab-search">
        {t('ask.tabSearch')}
      </Tab>
      <Tab value="ask" data-testid="tab-ask">
        {t('ask.tabAsk')}
      </Tab>
    </TabList>
  )
  if (mode === 'ask') {
    return (
      <div className={styles.root}>
        <PageHeader title={tRoutes('transcriptSearch')} subtitle={t('ask.subtitle')} />
        {tabs}
        <AskPanel
          asked={address.get('ask') ?? ''}
          onAsk={(question) => navigate(`${location}?${new URLSearchParams({ mode: 'ask', ask: question })}`)}
        />
      </div>
    )
  }

  return (
    <div className={styles.root}>
      <PageHeader title={tRoutes('transcriptSearch')} subtitle={t('search.subtitle')} />
      {tabs}
      <form
        className={styles.form}
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          setQuery({ q: text })
        }}
      >
        <Field label={t('search.label')} className={styles.box}>
          <SearchBox
            className={styles.input}
            value={text}
            maxLength={MAX_LENGTH}
            placeholder={t('search.placeholder')}
            onChange={(_, d) => setText(d.value)}
            autoFocus
            data-testid="transcript-search-input"
          />
        </Field>
        <Field label={t('search.language')} className={styles.lang}>
          <Dropdown
            value={t(`search.languages.${query.lang ?? 'any'}`)}
            selectedOptions={[query.lang ?? 'any']}
            onOptionSelect={(_, d) =>
              setQuery({ lang: d.optionValue === 'any' ? undefined : (d.optionValue as SearchLanguage) })
            }
          >
            {(['any', ...SEARCH_LANGUAGES] as const).map((lang) => (
              <Option key={lang} value={lang}>
                {t(`search.languages.${lang}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </form>

      {!q && <EmptyState icon={<SearchRegular className={styles.icon} />} title={t('search.hint')} />}
      {q && result.error && <ErrorState message={result.error} onRetry={result.reload} />}
      {q && !result.error && (result.loading || !data) && <LoadingState />}
      {q && !result.error && !result.loading && data && data.total === 0 && (
        <EmptyState
          icon={<SearchRegular className={styles.icon} />}
          title={t('search.empty', { q })}
          hint={t('search.emptyHint')}
        />
      )}
      {q && !result.error && !result.loading && data && data.total > 0 && (
        <>
          <Caption1 className={styles.count} role="status">
            {t('search.found', { count: data.total })}
          </Caption1>
          <div className={styles.list} data-testid="search-hits">
            {data.items.map((hit) => (
              <SearchHitCard key={`${hit.kind}-${hit.reportId ?? hit.meetingId}-${hit.startMs}`} hit={hit} />
            ))}
          </div>
          <TablePagination
            page={query.page}
            pageSize={query.pageSize}
            total={data.total}
            onPage={(page) => setQuery({ page })}
            onPageSize={(pageSize) => setQuery({ pageSize })}
          />
        </>
      )}
    </div>
  )
}
