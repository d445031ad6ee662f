import {
  Badge,
  Body1,
  Button,
  Caption1,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  OverlayDrawer,
  tokens,
} from '@fluentui/react-components'
import { ArrowUndoRegular, DismissRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorState, LoadingState } from '../../components/screen-state'
import { useLoad } from '../../lib/use-load'
import { diffVersions, getVersion, listVersions } from './api'
import { pretty } from './draft-atoms'

const useStyles = makeStyles({
  versions: {
    listStyle: 'none',
    padding: 0,
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  version: { width: '100%', justifyContent: 'flex-start', textAlign: 'start' },
  sides: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalM,
  },
  pre: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    background: tokens.colorNeutralBackground3,
    padding: tokens.spacingHorizontalS,
    overflow: 'auto',
    maxHeight: '40vh',
    margin: 0,
    whiteSpace: 'pre-wrap',
  },
  ops: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    paddingInlineStart: tokens.spacingHorizontalL,
  },
})

/** The versions of a template; one chosen shows beside the newest with their JSON Patch, and may be restored. */
export function VersionsDrawer({
  templateId,
  newest,
  open,
  onClose,
  onRestore,
}: {
  templateId: string
  newest: number
  open: boolean
  onClose: () => void
  onRestore: (version: number) => void
}) {
  const { t, i18n } = useTranslation('templates')
  const styles = useStyles()
  const [picked, setPicked] = useState<number | null>(null)
  const versions = useLoad((signal) => listVersions(templateId, signal), [templateId, newest, open], t('loadError'))
  return (
    <OverlayDrawer open={open} position="end" size="large" onOpenChange={(_, d) => !d.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label={t('close')} icon={<DismissRegular />} onClick={onClose} />}
        >
          {t('versions.title')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        {versions.loading && !versions.data && <LoadingState />}
        {versions.error && <ErrorState message={versions.error} onRetry={versions.reload} />}
        <ul className={styles.versions}>
          {versions.data?.versions.map((v) => (
            <li key={v.version}>
              <Button
                appearance={picked === v.version ? 'primary' : 'subtle'}
                className={styles.version}
                onClick={() => setPicked(v.version)}
              >
                <span>
                  <Body1>{`v${v.version} · ${new Date(v.createdAt).toLocaleString(i18n.language)} · ${v.author?.name ?? ''}`}</Body1>{' '}
                  {v.publishedAt && (
                    <Badge color="success" appearance="tint">
                      {t('versions.published')}
                    </Badge>
                  )}
                  <br />
                  <Caption1>{v.note || t('versions.noNote')}</Caption1>
                </span>
              </Button>
            </li>
          ))}
        </ul>
        {picked !== null && (
          <VersionDiff templateId={templateId} from={picked} to={newest} onRestore={() => onRestore(picked)} />
        )}
      </DrawerBody>
    </OverlayDrawer>
  )
}

function VersionDiff({
  templateId,
  from,
  to,
  onRestore,
}: {
  templateId: string
  from: number
  to: number
  onRestore: () => void
}) {
  const { t } = useTranslation('templates')
  const styles = useStyles()
  const load = useLoad(
    async (signal) => {
      const [a, b, d] = await Promise.all([
        getVersion(templateId, from, signal),
        getVersion(templateId, to, signal),
        diffVersions(templateId, from, to, signal),
      ])
      return a.data && b.data && d.data
        ? { data: { a: a.data, b: b.data, patch: d.data.patch } }
        : { error: a.error ?? b.error ?? d.error }
    },
    [templateId, from, to],
    t('loadError'),
  )
  if (load.loading && !load.data) return <LoadingState />
  if (load.error || !load.data) return <ErrorState message={load.error ?? t('loadError')} />
  const { a, b, patch } = load.data
  return (
    <section aria-label={t('versions.diffTitle', { from, to })}>
      <Body1 as="h3">{t('versions.diffTitle', { from, to })}</Body1>
      {patch.length === 0 ? (
        <Body1>{t('versions.same')}</Body1>
      ) : (
        <ol className={styles.ops} aria-label={t('versions.patch')}>
          {patch.map((op, i) => (
            <li key={i}>{`${op.op} ${op.path}${op.value !== undefined ? ` ${JSON.stringify(op.value)}` : ''}`}</li>
          ))}
        </ol>
      )}
      <div className={styles.sides}>
        <div>
          <Caption1>{`v${a.version}`}</Caption1>
          <pre className={styles.pre}>{pretty(a.document)}</pre>
        </div>
        <div>
          <Caption1>{`v${b.version}`}</Caption1>
          <pre className={styles.pre}>{pretty(b.document)}</pre>
        </div>
      </div>
      {from !== to && (
        <Button icon={<ArrowUndoRegular />} onClick={onRestore}>
          {t('versions.restore', { version: from })}
        </Button>
      )}
    </section>
  )
}
