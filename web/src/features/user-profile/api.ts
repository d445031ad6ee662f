import type { operations } from '@debrief/openapi/schema'
import { api } from '../../lib/api-client'

export type ProfileHeader = operations['getProfileHeader']['responses'][200]['content']['application/json']
type TabData = operations['getProfileTab']['responses'][200]['content']['application/json']
export type ProfileOverview = Extract<TabData, { about: unknown }>
type ListOf<T> = T extends (infer Item)[] ? Item : never
type Lists = ListOf<Exclude<TabData, ProfileOverview>>
export type Team = Extract<Lists, { extraMembers: number }>
export type Project = Extract<Lists, { budget: string }>
export type Connection = Extract<Lists, { isConnected: boolean }>

export const PROFILE_TABS = ['profile', 'teams', 'projects', 'connections'] as const
export type ProfileTab = (typeof PROFILE_TABS)[number]

export const getProfileHeader = () => api.GET('/api/pages/profile/header')
export const getProfileTab = (tab: ProfileTab) => api.GET('/api/pages/profile', { params: { query: { tab } } })
