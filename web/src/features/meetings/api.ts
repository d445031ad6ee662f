import type { operations, paths } from '@debrief/openapi/schema'
import { api, type ApiSchemas, type FilledQuery } from '../../lib/api-client'
import { store } from '../../lib/store'
import { accessTokenAtom } from '../../lib/session-atoms'
import { allMembers } from '../../lib/all-members'

export type Meeting = ApiSchemas['Meeting']
export type MeetingKind = ApiSchemas['MeetingKind']
export type MeetingStatus = ApiSchemas['MeetingStatus']
export type Participant = ApiSchemas['Participant']
export type Transcript = ApiSchemas['Transcript']
export type Segment = ApiSchemas['Segment']
export type MeetingChapters = ApiSchemas['MeetingChapters']
export type Chapter = ApiSchemas['Chapter']
export type Job = ApiSchemas['Job']
export type ReportKind = ApiSchemas['ReportKind']
export type MeetingQuery = FilledQuery<
  operations['listMeetings']['parameters']['query'],
  'page' | 'itemsPerPage' | 'orderBy' | 'sortBy'
>
export type MeetingSortKey = MeetingQuery['sortBy']
export type CreateMeetingBody = operations['createMeeting']['requestBody']['content']['application/json']

export const MEETING_KINDS = allMembers<MeetingKind>()(['interview', 'negotiation', 'team', 'one-on-one', 'other'])
export const MEETING_STATUSES = allMembers<MeetingStatus>()([
  'scheduled',
  'live',
  'ended',
  'processing',
  'analyzed',
  'failed',
])
export const REPORT_KINDS = allMembers<ReportKind>()([
  'self',
  'recruiter',
  'negotiation',
  'digital-profile',
  'belbin',
  'competence',
  'info-security',
  'active-analysis',
  'alfa',
])

export const listMeetings = (query: MeetingQuery, signal?: AbortSignal) =>
  api.GET('/api/meetings', { params: { query }, signal })
export const createMeeting = (body: CreateMeetingBody) => api.POST('/api/meetings', { body })
export const getMeeting = (id: string, signal?: AbortSignal) =>
  api.GET('/api/meetings/{id}', { params: { path: { id } }, signal })
export const deleteMeeting = (id: string) => api.DELETE('/api/meetings/{id}', { params: { path: { id } } })
export const getTranscript = (id: string, signal?: AbortSignal) =>
  api.GET('/api/meetings/{id}/transcript', { params: { path: { id } }, signal })
/** The meeting's outline with timestamps, computed by the service from the transcript ([] without one). */
export const getMeetingChapters = (id: string, signal?: AbortSignal) =>
  api.GET('/api/meetings/{id}/chapters', { params: { path: { id } }, signal })
export const createAnalysis = (id: string, kinds: ReportKind[]) =>
  api.POST('/api/meetings/{id}/analyses', { params: { path: { id } }, body: { kinds } })
export const getJob = (id: string, signal?: AbortSignal) =>
  api.GET('/api/jobs/{id}', { params: { path: { id } }, signal })
export const cancelJob = (id: string) => api.POST('/api/jobs/{id}/cancel', { params: { path: { id } } })

/** The meeting's reports, newest first (a meeting has at most one per kind and run, so 100 covers it). */
export async function listMeetingReports(meetingId: string, signal?: AbortSignal) {
  const result = await api.GET('/api/reports', {
    params: {
      query: {
        source: 'meeting',
        sourceId: meetingId,
        page: 1,
        itemsPerPage: 100,
        sortBy: 'createdAt',
        orderBy: 'desc',
      },
    },
    signal,
  })
  return { ...result, data: result.data?.reports }
}

// The typed path of uploadTranscript; the upload itself is an XMLHttpRequest, because fetch reports no upload progress.
const TRANSCRIPT_PATH: keyof Pick<paths, '/api/meetings/{id}/transcript'> = '/api/meetings/{id}/transcript'

const CONTENT_TYPES: Record<string, string> = { vtt: 'text/vtt', srt: 'application/x-subrip', json: 'application/json' }

export interface UploadOutcome {
  ok: boolean
  transcript?: Transcript
  message?: string
}

/**
 * PUTs the raw file; `onProgress` gets 0–100. Resolves (never rejects) with the service's answer. A 401 means
 * the access token expired: one typed call lets the auth middleware refresh it, then the upload is retried once.
 */
export async function uploadTranscript(
  id: string,
  file: File,
  onProgress: (pct: number) => void,
): Promise<UploadOutcome> {
  const first = await putTranscript(id, file, onProgress)
  if (first.status !== 401) return first
  await getMeeting(id).catch(() => undefined)
  return putTranscript(id, file, onProgress)
}

function putTranscript(
  id: string,
  file: File,
  onProgress: (pct: number) => void,
): Promise<UploadOutcome & { status: number }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('PUT', TRANSCRIPT_PATH.replace('{id}', encodeURIComponent(id)))
    const token = store.get(accessTokenAtom)
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
    xhr.setRequestHeader('Content-Type', CONTENT_TYPES[extension] ?? 'text/plain')
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100))
    xhr.onload = () => {
      let body: unknown
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        body = undefined
      }
      if (xhr.status === 200) return resolve({ ok: true, status: 200, transcript: body as Transcript })
      const message =
        typeof body === 'object' && body && 'message' in body
          ? String((body as { message: unknown }).message)
          : undefined
      resolve({ ok: false, status: xhr.status, message })
    }
    xhr.onerror = () => resolve({ ok: false, status: 0 })
    xhr.send(file)
  })
}
export type UpdateMeetingBody = operations['updateMeeting']['requestBody']['content']['application/json']
export const updateMeeting = (id: string, body: UpdateMeetingBody) =>
  api.PATCH('/api/meetings/{id}', { params: { path: { id } }, body })
