import type { operations, paths } from '@debrief/openapi/schema'
import { api } from '../../../lib/api-client'
import { saveBlob, uploadWithProgress } from '../../../lib/file-transfer'
import { allMembers } from '../../../lib/all-members'

export const MAIL_VIEWS = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trashed'] as const
export type MailView = (typeof MAIL_VIEWS)[number]
export const MAIL_FOLDERS = allMembers<MailFolder>()(['inbox', 'sent', 'draft', 'spam'])
type MailChange = operations['updateEmails']['requestBody']['content']['application/json']
export type MailFolder = NonNullable<NonNullable<MailChange['data']>['folder']>
export const MAIL_LABELS = allMembers<MailLabel>()(['personal', 'company', 'important', 'private'])
export type MailLabel = NonNullable<MailChange['label']>

export interface MailQuery {
  filter: MailView
  label?: MailLabel
  q?: string
}

export const listMails = (query: MailQuery, signal?: AbortSignal) =>
  api.GET('/api/apps/email', { params: { query: { ...query } }, signal })
export type MailList = NonNullable<Awaited<ReturnType<typeof listMails>>['data']>
export type Mail = MailList['emails'][number]

type Changes = { isRead?: boolean; isStarred?: boolean; isDeleted?: boolean; folder?: MailFolder }
/** The one bulk call: merge changes into the mails, or toggle a label on each. */
export const updateMails = (ids: number[], change: { data: Changes } | { label: MailLabel }) =>
  api.POST('/api/apps/email', { body: { ids, ...change } })

export interface ComposedMail {
  to: string[]
  cc: string[]
  bcc: string[]
  subject: string
  message: string
  attachments: { fileName: string; size: string; id?: string }[]
  draft: boolean
}
export const composeMail = (body: ComposedMail) => api.POST('/api/apps/email/compose', { body })

const UPLOAD_PATH: keyof Pick<paths, '/api/apps/email/attachments'> = '/api/apps/email/attachments'
export type UploadedAttachment =
  paths['/api/apps/email/attachments']['post']['responses'][201]['content']['application/json']
/** Uploads one file to attach, with progress; resolves with the service's answer (its message on a refusal). */
export const uploadAttachment = (file: File, onProgress: (pct: number) => void) =>
  uploadWithProgress<UploadedAttachment>(UPLOAD_PATH, file, onProgress)

/** The id in an attachment's download path, or undefined for the seed's name-only attachments. */
export const attachmentIdOf = (url: string) =>
  /^\/api\/apps\/email\/attachments\/([0-9a-f-]{36})\/content$/.exec(url)?.[1]

/** Downloads an attachment signed in and saves it under its name; false when the service refused. */
export async function downloadAttachment(id: string, fileName: string) {
  const { data } = await api.GET('/api/apps/email/attachments/{id}/content', {
    params: { path: { id } },
    parseAs: 'blob',
  })
  if (!data) return false
  saveBlob(data as Blob, fileName)
  return true
}
