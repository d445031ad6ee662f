import type { operations } from '@debrief/openapi/schema'
import { api, type ApiSchemas, type FilledQuery } from '../../lib/api-client'

export type ProfileSummary = ApiSchemas['DigitalProfileSummary']
export type Profile = ApiSchemas['DigitalProfile']
export type TimelineEntry = Profile['timeline'][number]
export type LinkedReport = Profile['reports'][number]
export type ProfileQuery = FilledQuery<
  operations['listProfiles']['parameters']['query'],
  'page' | 'itemsPerPage' | 'orderBy' | 'sortBy'
>
export type ProfileSortKey = ProfileQuery['sortBy']
export type ProfilePatch = operations['updateProfile']['requestBody']['content']['application/json']

export const listProfiles = (query: ProfileQuery, signal?: AbortSignal) =>
  api.GET('/api/profiles', { params: { query }, signal })
export const getProfile = (id: string, signal?: AbortSignal) =>
  api.GET('/api/profiles/{id}', { params: { path: { id } }, signal })
export const updateProfile = (id: string, body: ProfilePatch) =>
  api.PATCH('/api/profiles/{id}', { params: { path: { id } }, body })
/** `keepId` stays; `otherId`'s reports and meeting participations move to it and `otherId` is deleted. */
export const mergeProfiles = (keepId: string, otherId: string) =>
  api.POST('/api/profiles/{id}/merge', { params: { path: { id: keepId } }, body: { otherId } })
/** "Not the same person": the suggested namesake goes and is not offered again. */
export const dismissSameAs = (id: string) => api.DELETE('/api/profiles/{id}/same-as', { params: { path: { id } } })
