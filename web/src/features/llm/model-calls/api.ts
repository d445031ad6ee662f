import type { operations } from '@debrief/openapi/schema'
import { api, type ApiSchemas } from '../../../lib/api-client'
import { allMembers } from '../../../lib/all-members'

export type ModelCall = ApiSchemas['ModelCall']
export type ModelCallListItem = ApiSchemas['ModelCallListItem']
export type ModelCallQuery = NonNullable<operations['listModelCalls']['parameters']['query']>
export type CallStatus = ModelCallListItem['status']
export type CallServed = ModelCallListItem['served']

export const CALL_STATUSES = allMembers<CallStatus>()(['ok', 'error', 'timeout'])
export const CALL_SERVED = allMembers<CallServed>()(['report', 'summary', 'transcription', 'ask'])

export const listModelCalls = (query: ModelCallQuery, signal?: AbortSignal) =>
  api.GET('/api/model-calls', { params: { query }, signal })
export const getModelCall = (id: string, signal?: AbortSignal) =>
  api.GET('/api/model-calls/{id}', { params: { path: { id } }, signal })
