import { Badge, Button, makeStyles, MessageBar, MessageBarBody, Tab, TabList, tokens } from '@fluentui/react-components'
import {
  AddRegular,
  CodeRegular,
  CopyRegular,
  HistoryRegular,
  SaveRegular,
  TextBulletListSquareEditRegular,
} from '@fluentui/react-icons'
import type { ReactNode } from 'react'
import { useAtom } from 'jotai'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { PageHeader } from '../../components/page-header'
import { ErrorState, LoadingState, EmptyState } from '../../components/screen-state'
import { paths } from '../../config/paths'
import { useAppAbility } from '../../lib/ability'
import { duplicateTemplate } from './api'
import { NewTemplateDialog } from './new-template-dialog'
import { saveDialogAtom } from './draft-atoms'
import { SaveDialog } from './save-dialog'
import { TemplatePicker } from './template-picker'
import type { useDraft } from './use-draft'
import { useSaveDraft } from './use-save-draft'
import { VersionsDrawer } from './versions-drawer'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '1400px',
    width: '100%',
    margin: '0 auto',
  },
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'flex-end' },
  grow: { flexGrow: 1, minWidth: '240px' },
})

type DraftState = ReturnType<typeof useDraft>

/** What both builder views share: picker, view switch, save with a note, versions; the view itself is the child. */
export function BuilderShell({
  view,
  state,
  valid,
  children,
  beforeSave,
}: {
  view: 'code' | 'visual'
  state: DraftState
  valid: boolean
  children: ReactNode
  beforeSave?: () => void
}) {
  const { t } = useTranslation('templates')
  const styles = useStyles()
  const [, navigate] = useLocation()
  const { draft, load, loading, error } = state
  const [saving, setSaving] = useAtom(saveDialogAtom)
  const [versionsOpen, setVersionsOpen] = useState(false)
  const save = useSaveDraft()
  const canCreate = useAppAbility().can('create', 'Template')
  const [creating, setCreating] = useState(false)
  const [copying, setCopying] = useState(false)
  const [copyError, setCopyError] = useState<string>()
  const dirty = draft ? draft.text !== draft.savedText : false
  const go = (target: 'code' | 'visual', id = draft?.templateId) =>
    navigate(
      `${target === 'code' ? paths.jsonBuilder.code.getHref() : paths.jsonBuilder.visual.getHref()}${id ? `?id=${id}` : ''}`,
    )
  // A copy of the newest saved version ("<name> (copy)"), opened for editing at once.
  const duplicate = async (id: string) => {
    setCopying(true)
    setCopyError(undefined)
    const r = await duplicateTemplate(id).catch(() => ({ data: undefined }))
    setCopying(false)
    if (r.data) go(view, r.data.id)
    else setCopyError(t('create.failed'))
  }

  return (
    <div className={styles.root}>
      <PageHeader
        title={t(view === 'code' ? 'code.title' : 'visual.title')}
        subtitle={t('subtitle')}
        badge={
          dirty ? (
            <Badge appearance="tint" color="warning">
              {t('unsaved')}
            </Badge>
          ) : undefined
        }
        actions={
          <>
            {canCreate && (
              <Button icon={<AddRegular />} onClick={() => setCreating(true)}>
                {t('create.open')}
              </Button>
            )}
            {draft && canCreate && (
              <Button icon={<CopyRegular />} disabled={copying} onClick={() => void duplicate(draft.templateId)}>
                {t('create.duplicate')}
              </Button>
            )}
            {draft && (
              <Button icon={<HistoryRegular />} onClick={() => setVersionsOpen(true)}>
                {t('versions.open')}
              </Button>
            )}
            {draft && (
              <Button
                appearance="primary"
                icon={<SaveRegular />}
                disabled={!dirty || !valid}
                onClick={() => {
                  beforeSave?.()
                  setSaving(true)
                }}
              >
                {t('save.open')}
              </Button>
            )}
          </>
        }
      />
      <div className={styles.bar}>
        <div className={styles.grow}>
          <TemplatePicker value={draft?.templateId} onPick={(id) => go(view, id)} />
        </div>
        <TabList selectedValue={view} onTabSelect={(_, d) => go(d.value as 'code' | 'visual')}>
          <Tab value="code" icon={<CodeRegular />}>
            {t('code.tab')}
          </Tab>
          <Tab value="visual" icon={<TextBulletListSquareEditRegular />}>
            {t('visual.tab')}
          </Tab>
        </TabList>
      </div>
      {copyError && (
        <MessageBar intent="error">
          <MessageBarBody>{copyError}</MessageBarBody>
        </MessageBar>
      )}
      {save.message && (
        <MessageBar intent={save.message.intent}>
          <MessageBarBody>{save.message.text}</MessageBarBody>
        </MessageBar>
      )}
      {error && <ErrorState message={error} onRetry={() => draft && void load(draft.templateId)} />}
      {loading && !draft && <LoadingState />}
      {!draft && !loading && !error && <EmptyState title={t('picker.empty')} />}
      {draft && children}
      <NewTemplateDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(created) => {
          setCreating(false)
          go(view, created.id)
        }}
      />
      {draft && (
        <>
          <SaveDialog
            open={saving}
            busy={save.busy}
            onClose={() => setSaving(false)}
            onSave={async (note, publish) => {
              if (await save.save(note, publish)) setSaving(false)
            }}
          />
          <VersionsDrawer
            templateId={draft.templateId}
            newest={draft.baseVersion}
            open={versionsOpen}
            onClose={() => setVersionsOpen(false)}
            onRestore={async (v) => {
              if (await save.restore(v)) setVersionsOpen(false)
            }}
          />
        </>
      )}
    </div>
  )
}
