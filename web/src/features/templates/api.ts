import { api, type ApiSchemas } from '../../lib/api-client'

export type TemplateKind = ApiSchemas['TemplateKind']
export type Template = ApiSchemas['Template']
export type TemplateSummary = ApiSchemas['TemplateSummary']
export type TemplateVersionSummary = ApiSchemas['TemplateVersionSummary']
export type JsonPatchOperation = ApiSchemas['JsonPatchOperation']

export const listTemplates = (signal?: AbortSignal) =>
  api.GET('/api/templates', {
    params: { query: { page: 1, itemsPerPage: 100, sortBy: 'name', orderBy: 'asc' } },
    signal,
  })

export const listKindTemplates = (kind: TemplateKind, signal?: AbortSignal) =>
  api.GET('/api/templates', {
    params: { query: { kind, page: 1, itemsPerPage: 100, sortBy: 'updatedAt', orderBy: 'desc' } },
    signal,
  })

export const getTemplate = (id: string, signal?: AbortSignal) =>
  api.GET('/api/templates/{id}', { params: { path: { id } }, signal })

export const getKindSchema = (kind: TemplateKind, signal?: AbortSignal) =>
  api.GET('/api/templates/schemas/{kind}', { params: { path: { kind } }, signal })

export const saveVersion = (id: string, document: Record<string, unknown>, note: string, baseVersion: number) =>
  api.POST('/api/templates/{id}/versions', { params: { path: { id } }, body: { document, note, baseVersion } })

export const publishTemplate = (id: string, version?: number) =>
  api.POST('/api/templates/{id}/publish', { params: { path: { id } }, body: version ? { version } : {} })

export const listVersions = (id: string, signal?: AbortSignal) =>
  api.GET('/api/templates/{id}/versions', { params: { path: { id } }, signal })

export const getVersion = (id: string, version: number, signal?: AbortSignal) =>
  api.GET('/api/templates/{id}/versions/{version}', { params: { path: { id, version } }, signal })

export const diffVersions = (id: string, from: number, to: number, signal?: AbortSignal) =>
  api.GET('/api/templates/{id}/diff', { params: { path: { id }, query: { from, to } }, signal })

export const restoreVersion = (id: string, version: number) =>
  api.POST('/api/templates/{id}/versions/{version}/restore', { params: { path: { id, version } }, body: {} })

/** A new template of a kind, version 1 (unpublished), from a starter document. */
export const createTemplate = (kind: TemplateKind, name: string, document: Record<string, unknown>) =>
  api.POST('/api/templates', { body: { kind, name, document } })

/** A copy of a template's newest document as a new template ("<name> (copy)" unless named). */
export const duplicateTemplate = (id: string, name?: string) =>
  api.POST('/api/templates/{id}/duplicate', { params: { path: { id } }, body: name ? { name } : {} })

/** The question bank: the organization's questions (newest version of each set), searched and paged by the service. */
export type QuestionBankPage = ApiSchemas['QuestionBankPage']
export const BANK_PAGE_SIZE = 8
export const listQuestionBank = (q: string, page: number, signal?: AbortSignal) =>
  api.GET('/api/self-interviews/question-bank', {
    params: { query: { ...(q.trim() ? { q: q.trim() } : {}), page, itemsPerPage: BANK_PAGE_SIZE } },
    signal,
  })
