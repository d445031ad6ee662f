import { useState } from 'react'
import { isApiError } from '../../lib/api-client'
import { createMeetingRun, createSelfInterviewRun, createTextRun, uploadRun, type SummaryOptions } from './api'

export type SourceTab = 'text' | 'file' | 'meeting' | 'self-interview'
export interface SourceInput {
  tab: SourceTab
  text: string
  title: string
  file: File | null
  meetingId: string | null
  selfInterviewId: string | null
  templateId: string | null
}

/** Starts a run from whichever source is chosen; holds the upload share and the service's error message. */
export function useSummarize(fallbackError: string) {
  const [busy, setBusy] = useState(false)
  const [upload, setUpload] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const start = async (source: SourceInput, options: SummaryOptions): Promise<string | null> => {
    setBusy(true)
    setError(null)
    // Organization instructions shape what a model writes; the extractive engine has nothing to instruct.
    const templateId = options.engine === 'llm' ? (source.templateId ?? undefined) : undefined
    try {
      const res =
        source.tab === 'file' && source.file
          ? (setUpload(0), await uploadRun(source.file, options, setUpload, templateId))
          : source.tab === 'meeting' && source.meetingId
            ? await createMeetingRun(source.meetingId, options, templateId)
            : source.tab === 'self-interview' && source.selfInterviewId
              ? await createSelfInterviewRun(source.selfInterviewId, options, templateId)
              : await createTextRun(source.text, options, source.title.trim() || undefined, templateId)
      if (res.data) return res.data.id
      setError(isApiError(res.error) ? res.error.message : fallbackError)
      return null
    } catch {
      setError(fallbackError)
      return null
    } finally {
      setBusy(false)
      setUpload(null)
    }
  }
  return { start, busy, upload, error }
}
