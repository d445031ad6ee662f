import type { operations } from '@debrief/openapi/schema'
import { api, type FilledQuery } from '../../lib/api-client'
import { allMembers } from '../../lib/all-members'

type Ok<Op extends keyof operations> = operations[Op]['responses'] extends {
  200: { content: { 'application/json': infer T } }
}
  ? T
  : never

export type BbbServerQuery = FilledQuery<
  operations['listBbbServers']['parameters']['query'],
  'page' | 'itemsPerPage' | 'orderBy' | 'sortBy'
>
export type BbbServer = Ok<'getBbbServer'>
export type BbbServerStatus = NonNullable<BbbServerQuery>['status']
export type CreateBbbServerBody = operations['createBbbServer']['requestBody']['content']['application/json']
export type UpdateBbbServerBody = operations['updateBbbServer']['requestBody']['content']['application/json']
export type LiveMeeting = Ok<'listBbbLiveMeetings'>['meetings'][number]
export type SamplePeriod = NonNullable<NonNullable<operations['listBbbSamples']['parameters']['query']>['period']>
export type SamplePoint = Ok<'listBbbSamples'>['points'][number]
export type MeetingRecord = Ok<'listBbbMeetingHistory'>['meetings'][number]
export type BbbAlert = Ok<'listBbbAlerts'>['alerts'][number]
export type Thresholds = BbbServer['thresholds']

export const ALGORITHMS = allMembers<NonNullable<CreateBbbServerBody['algorithm']>>()([
  'sha256',
  'sha1',
  'sha384',
  'sha512',
])
export const STATUSES = allMembers<NonNullable<BbbServerStatus>>()(['online', 'offline', 'cordoned', 'disabled'])
export const PERIODS = allMembers<SamplePeriod>()(['1h', '24h', '7d', '30d'])

const byId = (id: string) => ({ params: { path: { id } } })

export const listServers = (query: BbbServerQuery, signal?: AbortSignal) =>
  api.GET('/api/bbb/servers', { params: { query }, signal })
export const getServer = (id: string, signal?: AbortSignal) => api.GET('/api/bbb/servers/{id}', { ...byId(id), signal })
export const createServer = (body: CreateBbbServerBody) => api.POST('/api/bbb/servers', { body })
export const updateServer = (id: string, body: UpdateBbbServerBody) =>
  api.PATCH('/api/bbb/servers/{id}', { ...byId(id), body })
export const testServer = (id: string) => api.POST('/api/bbb/servers/{id}/test', byId(id))
export const listLiveMeetings = (id: string, signal?: AbortSignal) =>
  api.GET('/api/bbb/servers/{id}/meetings', { ...byId(id), signal })
export const listSamples = (id: string, period: SamplePeriod, signal?: AbortSignal) =>
  api.GET('/api/bbb/servers/{id}/samples', { params: { path: { id }, query: { period } }, signal })
export const listFailures = (id: string, signal?: AbortSignal) =>
  api.GET('/api/bbb/servers/{id}/failures', { ...byId(id), signal })
export const listMeetingHistory = (id: string, page: number, itemsPerPage: number, signal?: AbortSignal) =>
  api.GET('/api/bbb/servers/{id}/meeting-history', { params: { path: { id }, query: { page, itemsPerPage } }, signal })
export const setThresholds = (id: string, body: Thresholds) =>
  api.PUT('/api/bbb/servers/{id}/thresholds', { ...byId(id), body })
/** Open alerts on the servers the caller sees; one server's when `serverId` is given. */
export const listOpenAlerts = (serverId?: string, signal?: AbortSignal) =>
  api.GET('/api/bbb/alerts', { params: { query: { status: 'open', ...(serverId ? { serverId } : {}) } }, signal })
export const endLiveMeeting = (id: string, meetingId: string) =>
  api.POST('/api/bbb/servers/{id}/meetings/{meetingId}/end', { params: { path: { id, meetingId } } })

/** What the badge shows: the operator's state first (cordoned, disabled), then what the poller saw. */
export const statusOf = (s: Pick<BbbServer, 'state' | 'online'>): NonNullable<BbbServerStatus> =>
  s.state === 'disabled' ? 'disabled' : s.state === 'cordoned' ? 'cordoned' : s.online ? 'online' : 'offline'

export type ConferenceScope = NonNullable<NonNullable<operations['listConferences']['parameters']['query']>['scope']>
export type Conference = Ok<'getConference'>
export const CONFERENCE_SCOPES = allMembers<ConferenceScope>()(['upcoming', 'live', 'ended'])

export const listConferences = (scope: ConferenceScope, page: number, signal?: AbortSignal) =>
  api.GET('/api/bbb/conferences', { params: { query: { scope, page, itemsPerPage: 10 } }, signal })
export const getConferenceCapacity = (signal?: AbortSignal) => api.GET('/api/bbb/conferences/capacity', { signal })
export const startConference = (id: string, tag?: string) =>
  api.POST('/api/bbb/conferences/{id}/start', { ...byId(id), body: tag ? { tag } : {} })
export const joinConference = (id: string) => api.POST('/api/bbb/conferences/{id}/join', byId(id))
export const endConference = (id: string) => api.POST('/api/bbb/conferences/{id}/end', byId(id))
export const createGuestLink = (id: string, accessCode?: string) =>
  api.POST('/api/bbb/conferences/{id}/guest-link', { ...byId(id), body: accessCode ? { accessCode } : {} })
export const revokeGuestLink = (id: string) => api.DELETE('/api/bbb/conferences/{id}/guest-link', byId(id))
export const getGuestInvitation = (token: string, signal?: AbortSignal) =>
  api.GET('/api/bbb/guest/{token}', { params: { path: { token } }, signal })
export const joinAsGuest = (token: string, name: string, accessCode?: string) =>
  api.POST('/api/bbb/guest/{token}/join', {
    params: { path: { token } },
    body: { name, ...(accessCode ? { accessCode } : {}) },
  })

/** The service built and signed the join URL; the browser goes there (into the BigBlueButton client). */
export const goTo = (url: string) => window.location.assign(url)
