import type { operations } from '@debrief/openapi/schema'
import { api, type ApiSchemas, type FilledQuery } from '../../lib/api-client'
import { allMembers } from '../../lib/all-members'

export type AuditEvent = ApiSchemas['AuditEvent']
export type AuditQuery = FilledQuery<
  operations['listAuditEvents']['parameters']['query'],
  'page' | 'itemsPerPage' | 'orderBy'
>
export type AuditKind = AuditEvent['kind']

export const AUDIT_KINDS = allMembers<AuditKind>()([
  'sign-in',
  'sign-in-failed',
  'sign-in-locked',
  'sign-out',
  'password-changed',
  'password-reset',
  'two-step-enabled',
  'two-step-disabled',
  'role-changed',
  'account-disabled',
  'account-enabled',
  'share-link-created',
  'share-link-revoked',
  'export',
  'transcript-revealed',
  'sandbox-reset',
  'price-added',
  'price-withdrawn',
  'prices-recalculated',
  'accommodation-granted',
])

export const listAuditEvents = (query: AuditQuery, signal?: AbortSignal) =>
  api.GET('/api/audit-events', { params: { query }, signal })
