import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, tokens } from '@fluentui/react-components'
import { DismissRegular, EditRegular, MergeRegular, PersonDeleteRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import type { ScreenProps } from '../../lib/routing/route-types'
import { paths } from '../../config/paths'
import { useAppAbility } from '../../lib/ability'
import { PageHeader } from '../../components/page-header'
import { EmptyState, ErrorState, LoadingState } from '../../components/screen-state'
import { useLoad } from '../../lib/use-load'
import { getProfile } from './api'
import { EditProfileDialog } from './components/edit-profile-dialog'
import { IdentityCard } from './components/identity-card'
import { LatestSignals } from './components/latest-signals'
import { LinkedReports } from './components/linked-reports'
import { MergeProfileDialog } from './components/merge-profile-dialog'
import { SameAsBar } from './components/same-as-bar'
import { ScoreAverages } from './components/score-averages'
import { ScoreTrends } from './components/score-trends'
import { above } from '../../theme/breakpoints'
import { BackArrow } from '../analysis'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1400px',
    width: '100%',
    margin: '0 auto',
  },
  // Wide: who the person is and their reports in a side column, the scores in the main one. Narrow: one column.
  columns: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    [above('md')]: { gridTemplateColumns: 'minmax(320px, 1fr) minmax(0, 2fr)' },
  },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  icon: { fontSize: '40px', color: tokens.colorNeutralForeground3 },
})

/** /digitalprofiles/{id}: who the person is, how their scores developed across reports, and those reports. */
export function DigitalProfilePage({ params }: ScreenProps) {
  const { t } = useTranslation('profiles')
  const styles = useStyles()
  const ability = useAppAbility()
  const [, navigate] = useLocation()
  const id = params.id ?? ''
  const profile = useLoad((signal) => getProfile(id, signal), [id], t('loadOneError'))
  const [dialog, setDialog] = useState<'edit' | 'merge' | null>(null)
  const [notice, setNotice] = useState<string>()

  const back = (
    <Link href={paths.digitalProfiles.list.getHref()} asChild>
      <Button icon={<BackArrow />}>{t('back')}</Button>
    </Link>
  )
  if (profile.notFound)
    return (
      <div className={styles.root}>
        <EmptyState icon={<PersonDeleteRegular className={styles.icon} />} title={t('notFound')} action={back} />
      </div>
    )
  if (!profile.data)
    return (
      <div className={styles.root}>
        {profile.error ? <ErrorState message={profile.error} onRetry={profile.reload} /> : <LoadingState />}
      </div>
    )

  const p = profile.data
  const canUpdate = ability.can('update', 'DigitalProfile')
  return (
    <div className={styles.root}>
      <PageHeader
        title={p.fullName}
        subtitle={[p.title, p.company].filter(Boolean).join(' · ') || undefined}
        actions={
          <>
            {back}
            {canUpdate && (
              <Button icon={<MergeRegular />} onClick={() => setDialog('merge')}>
                {t('actions.merge')}
              </Button>
            )}
            {canUpdate && (
              <Button appearance="primary" icon={<EditRegular />} onClick={() => setDialog('edit')}>
                {t('actions.edit')}
              </Button>
            )}
          </>
        }
      />
      {notice && (
        <MessageBar intent="success">
          <MessageBarBody>{notice}</MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button
                appearance="transparent"
                icon={<DismissRegular />}
                aria-label={t('close', { ns: 'common' })}
                onClick={() => setNotice(undefined)}
              />
            }
          />
        </MessageBar>
      )}
      <SameAsBar
        profile={p}
        canUpdate={canUpdate}
        onMerged={(keptId) => {
          setNotice(t('merge.merged'))
          navigate(paths.digitalProfiles.detail.getHref({ id: keptId }))
        }}
        onDismissed={() => {
          setNotice(t('sameAs.dismissed'))
          profile.reload()
        }}
      />
      {/* A failed reload keeps the profile on screen, with the error above it. */}
      {profile.error && <ErrorState message={profile.error} onRetry={profile.reload} />}
      <div className={styles.columns}>
        <div className={styles.stack}>
          <IdentityCard profile={p} />
          <LinkedReports reports={p.reports} />
        </div>
        <div className={styles.stack}>
          <LatestSignals timeline={p.timeline} />
          <ScoreTrends key={p.id} timeline={p.timeline} />
          <ScoreAverages profile={p} />
        </div>
      </div>
      {dialog === 'edit' && (
        <EditProfileDialog
          profile={p}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null)
            setNotice(t('edit.saved'))
            profile.reload()
          }}
        />
      )}
      {dialog === 'merge' && (
        <MergeProfileDialog
          profile={p}
          onClose={() => setDialog(null)}
          onMerged={(keptId) => {
            setDialog(null)
            setNotice(t('merge.merged'))
            if (keptId === p.id) profile.reload()
            else navigate(paths.digitalProfiles.detail.getHref({ id: keptId }))
          }}
        />
      )}
    </div>
  )
}
