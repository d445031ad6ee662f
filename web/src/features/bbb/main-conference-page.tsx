import { Card, makeStyles, MessageBar, MessageBarBody, Tab, TabList, tokens } from '@fluentui/react-components'
import { VideoRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../components/page-header'
import { EmptyState, ErrorState, LoadingState } from '../../components/screen-state'
import { TablePagination } from '../../components/table-pagination'
import { useAppAbility } from '../../lib/ability'
import { useLoad } from '../../lib/use-load'
import {
  CONFERENCE_SCOPES,
  endConference,
  getConferenceCapacity,
  goTo,
  joinConference,
  listConferences,
  startConference,
  type Conference,
  type ConferenceScope,
} from './api'
import { ConferenceRow, type ConferenceAction } from './components/conference-row'
import { GuestLinkDialog } from './components/guest-link-dialog'
import { NoServerNotice } from './components/no-server-notice'
import { usePollReload } from './use-poll-reload'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1100px',
    width: '100%',
    margin: '0 auto',
  },
  card: { gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXL },
  icon: { fontSize: '40px', color: tokens.colorBrandForeground1 },
})

/** /main/MainConference: the organization's upcoming, live and ended conferences, with live counts. */
export function MainConferencePage() {
  const { t } = useTranslation('bbb')
  const styles = useStyles()
  const ability = useAppAbility()
  const [scope, setScope] = useState<ConferenceScope>('upcoming')
  const [page, setPage] = useState(1)
  const list = useLoad((signal) => listConferences(scope, page, signal), [scope, page], t('conf.loadError'))
  usePollReload(list.reload, 15_000)
  // Whether any server could take a meeting now: Start is offered only then, and the page says who can add one.
  const capacity = useLoad((signal) => getConferenceCapacity(signal), [], t('conf.loadError'))
  usePollReload(capacity.reload, 15_000)
  const canStart = (capacity.data?.available ?? 0) > 0
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState<string>()
  const [guests, setGuests] = useState<Conference | null>(null)
  const canManage = ability.can('update', 'Meeting')

  const onAction = async (c: Conference, action: ConferenceAction) => {
    if (action === 'guests') return setGuests(c)
    setError(undefined)
    setBusy(c.meetingId)
    const call =
      action === 'start'
        ? startConference(c.meetingId)
        : action === 'end'
          ? endConference(c.meetingId)
          : joinConference(c.meetingId)
    const { data, error: err } = await call.catch(() => ({ data: undefined, error: undefined }))
    setBusy(undefined)
    if (!data) return setError(err?.message ?? t('conf.loadError'))
    if ('url' in data) return goTo(data.url)
    if (action === 'start') setScope('live')
    list.reload()
  }

  const rows = list.data?.conferences ?? []
  return (
    <div className={styles.root}>
      <PageHeader title={t('conf.title')} subtitle={t('conf.subtitle')} />
      {capacity.data && !canStart && canManage && (
        <NoServerNotice own={capacity.data.own} canRegister={ability.can('create', 'BbbServer')} />
      )}
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <Card className={styles.card} aria-busy={Boolean(busy)}>
        <TabList
          selectedValue={scope}
          onTabSelect={(_, d) => {
            setScope(d.value as ConferenceScope)
            setPage(1)
          }}
        >
          {CONFERENCE_SCOPES.map((s) => (
            <Tab key={s} value={s}>
              {t(`conf.scope.${s}`)}
            </Tab>
          ))}
        </TabList>
        {list.error ? (
          <ErrorState message={list.error} onRetry={list.reload} />
        ) : !list.data ? (
          <LoadingState />
        ) : rows.length === 0 ? (
          <EmptyState icon={<VideoRegular className={styles.icon} />} title={t(`conf.empty.${scope}`)} />
        ) : (
          rows.map((c) => (
            <ConferenceRow
              key={c.meetingId}
              c={c}
              canManage={canManage}
              canStart={canStart}
              onAction={(x, a) => void onAction(x, a)}
            />
          ))
        )}
        <TablePagination
          page={page}
          pageSize={10}
          total={list.data?.total ?? 0}
          onPage={setPage}
          onPageSize={() => setPage(1)}
        />
      </Card>
      {guests && (
        <GuestLinkDialog
          conference={guests}
          onClose={(changed) => {
            setGuests(null)
            if (changed) list.reload()
          }}
        />
      )}
    </div>
  )
}
