import { api } from '../../../lib/api-client'

export const MAIL_VIEWS = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trashed'] as const
export type MailView = (typeof MAIL_VIEWS)[number]
export const MAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam'] as const
export type MailFolder = (typeof MAIL_FOLDERS)[number]
export const MAIL_LABELS = ['personal', 'company', 'important', 'private'] as const
export type MailLabel = (typeof MAIL_LABELS)[number]

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
  attachments: { fileName: string; size: string }[]
  draft: boolean
}
export const composeMail = (body: ComposedMail) => api.POST('/api/apps/email/compose', { body })
