import { useAtom } from 'jotai'
import { useCallback, useEffect, useState } from 'react'
import { useSearch } from 'wouter'
import { getKindSchema, getTemplate, type Template } from './api'
import { draftAtom, pretty, visualUndoAtom, type Draft } from './draft-atoms'

/** The draft of the template named by `?id=` (or picked), loaded once; the kind's JSON Schema beside it. */
export function useDraft() {
  const [draft, setDraft] = useAtom(draftAtom)
  const [, setUndo] = useAtom(visualUndoAtom)
  const search = new URLSearchParams(useSearch())
  const [schema, setSchema] = useState<Record<string, unknown> | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [loading, setLoading] = useState(false)

  const load = useCallback(
    async (id: string) => {
      setLoading(true)
      setError(null)
      const { data, error: failure } = await getTemplate(id)
      setLoading(false)
      if (!data) return setError(failure?.message ?? 'error')
      setDraft((d) => fromTemplate(data, d))
      setUndo([])
    },
    [setDraft, setUndo],
  )

  const wanted = search.get('id')
  useEffect(() => {
    if (wanted && wanted !== draft?.templateId) void load(wanted)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted])

  const kind = draft?.kind
  useEffect(() => {
    if (!kind) return
    const controller = new AbortController()
    void getKindSchema(kind, controller.signal).then(({ data }) => data && setSchema(data.schema))
    return () => controller.abort()
  }, [kind])

  return { draft, setDraft, schema, load, loading, error }
}

export function fromTemplate(t: Template, previous: Draft | null): Draft {
  const text = pretty(t.document)
  return {
    templateId: t.id,
    kind: t.kind,
    name: t.name,
    baseVersion: t.latest.version,
    publishedVersion: t.publishedVersion ?? null,
    text,
    savedText: text,
    revision: (previous?.revision ?? 0) + 1,
  }
}
