import { useAtom } from 'jotai'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getTemplate, publishTemplate, restoreVersion, saveVersion } from './api'
import { draftAtom } from './draft-atoms'
import { fromTemplate } from './use-draft'

type Message = { intent: 'success' | 'error'; text: string }

/** Save the draft as a new version (optionally published), or restore an old version as the newest. */
export function useSaveDraft() {
  const { t } = useTranslation('templates')
  const [draft, setDraft] = useAtom(draftAtom)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<Message | null>(null)

  const reload = async (id: string) => {
    const { data } = await getTemplate(id)
    if (data) setDraft((d) => fromTemplate(data, d))
  }

  async function save(note: string, publish: boolean): Promise<boolean> {
    if (!draft) return false
    setBusy(true)
    const { data, error } = await saveVersion(
      draft.templateId,
      JSON.parse(draft.text) as Record<string, unknown>,
      note,
      draft.baseVersion,
    )
    if (data && publish) await publishTemplate(draft.templateId, data.version)
    setBusy(false)
    if (!data) {
      setMessage({ intent: 'error', text: error?.message ?? t('save.failed') })
      return false
    }
    // Keep the text as typed (the editor stays where it is); only the version it is based on moves.
    setDraft(
      (d) =>
        d && {
          ...d,
          baseVersion: data.version,
          savedText: d.text,
          publishedVersion: publish ? data.version : d.publishedVersion,
        },
    )
    setMessage({ intent: 'success', text: t(publish ? 'save.publishedAs' : 'save.savedAs', { version: data.version }) })
    return true
  }

  async function restore(version: number): Promise<boolean> {
    if (!draft) return false
    setBusy(true)
    const { data, error } = await restoreVersion(draft.templateId, version)
    setBusy(false)
    if (!data) {
      setMessage({ intent: 'error', text: error?.message ?? t('save.failed') })
      return false
    }
    await reload(draft.templateId)
    setMessage({ intent: 'success', text: t('versions.restored', { from: version, version: data.version }) })
    return true
  }

  return { save, restore, busy, message }
}
