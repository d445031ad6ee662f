import type { operations } from '@debrief/openapi/schema'
import { api, isApiError, type ApiSchemas } from '../../lib/api-client'
import { allMembers } from '../../lib/all-members'

export type SelfInterview = ApiSchemas['SelfInterview']
export type SelfInterviewState = ApiSchemas['SelfInterviewState']
export type SelfInterviewDetail = ApiSchemas['SelfInterviewDetail']
export type QuestionSet = ApiSchemas['QuestionSet']
export type PublicInterview = ApiSchemas['PublicSelfInterview']
export type PublicQuestion = ApiSchemas['PublicInterviewQuestion']
export type BulkResult = ApiSchemas['SelfInterviewBulkResult']
export type ReportKind = ApiSchemas['ReportKind']
export type SelfInterviewQuery = operations['listSelfInterviews']['parameters']['query']
export type SelfInterviewSortKey = NonNullable<SelfInterviewQuery>['sortBy']
export type CreateBody = operations['createSelfInterview']['requestBody']['content']['application/json']
export type BulkBody = operations['bulkCreateSelfInterviews']['requestBody']['content']['application/json']

export const STATES = allMembers<SelfInterviewState>()([
  'created',
  'opened',
  'in_progress',
  'completed',
  'expired',
  'revoked',
])
export const INTERVIEW_KINDS: ReportKind[] = ['self', 'recruiter', 'competence', 'digital-profile', 'belbin', 'alfa']

export const listInterviews = (query: SelfInterviewQuery, signal?: AbortSignal) =>
  api.GET('/api/self-interviews', { params: { query }, signal })
export const listQuestionSets = (signal?: AbortSignal) => api.GET('/api/self-interviews/question-sets', { signal })
export const createInterview = (body: CreateBody) => api.POST('/api/self-interviews', { body })
export const bulkCreate = (body: BulkBody) => api.POST('/api/self-interviews/bulk', { body })
export type Comparison = ApiSchemas['SelfInterviewComparison']
export const compareInterviews = (ids: string[], signal?: AbortSignal) =>
  api.GET('/api/self-interviews/compare', { params: { query: { ids } }, signal })
export const getInterview = (id: string, signal?: AbortSignal) =>
  api.GET('/api/self-interviews/{id}', { params: { path: { id } }, signal })
export const extendInterview = (id: string, expiresAt: string) =>
  api.PATCH('/api/self-interviews/{id}', { params: { path: { id } }, body: { expiresAt } })
export const revokeInterview = (id: string) =>
  api.POST('/api/self-interviews/{id}/revoke', { params: { path: { id } } })
export const resendInterview = (id: string) =>
  api.POST('/api/self-interviews/{id}/resend', { params: { path: { id } } })
export const setAccommodation = (id: string, extraTimePercent: number, note: string) =>
  api.PUT('/api/self-interviews/{id}/accommodation', {
    params: { path: { id } },
    body: { extraTimePercent, ...(note.trim() ? { note } : {}) },
  })
export const deleteInterview = (id: string) => api.DELETE('/api/self-interviews/{id}', { params: { path: { id } } })

// The candidate's side: public, addressed by the link's uid.
const uidPath = (uid: string) => ({ params: { path: { uid } } })
export const getPublicInterview = (uid: string, signal?: AbortSignal) =>
  api.GET('/api/public/self-interviews/{uid}', { ...uidPath(uid), signal })
export const openPublicInterview = (uid: string) =>
  api.POST('/api/public/self-interviews/{uid}/open', { ...uidPath(uid), body: { consent: true } })
export const openQuestion = (uid: string, questionId: string) =>
  api.POST('/api/public/self-interviews/{uid}/questions/{questionId}/open', { params: { path: { uid, questionId } } })
export const startAnswer = (uid: string, questionId: string) =>
  api.POST('/api/public/self-interviews/{uid}/questions/{questionId}/start-answer', {
    params: { path: { uid, questionId } },
  })
export const saveAnswer = (uid: string, questionId: string, text: string, submit: boolean) =>
  api.PUT('/api/public/self-interviews/{uid}/questions/{questionId}/answer', {
    params: { path: { uid, questionId } },
    body: { text, submit },
  })
export const completePublicInterview = (uid: string) =>
  api.POST('/api/public/self-interviews/{uid}/complete', uidPath(uid))

/** The service's message and code from a failed call, for the screen to show. */
export const failure = (error: unknown, fallback: string) => ({
  message: isApiError(error) ? error.message : fallback,
  code: isApiError(error) ? error.code : undefined,
})

export type ManagerAnswer = SelfInterviewDetail['answers'][number]
/** A playback link for the player (a media element cannot send the session's token); it works for an hour. */
export const getAnswerMediaLink = (id: string, questionId: string) =>
  api.POST('/api/self-interviews/{id}/answers/{questionId}/media-link', { params: { path: { id, questionId } } })
export const analyseNow = (id: string) => api.POST('/api/self-interviews/{id}/analyse', { params: { path: { id } } })
export const setAnswerTranscript = (id: string, questionId: string, text: string) =>
  api.PUT('/api/self-interviews/{id}/answers/{questionId}/transcript', {
    params: { path: { id, questionId } },
    body: { text },
  })

// Reviews: the caller's own review and, once submitted, everyone's combined.
export type ReviewBoard = ApiSchemas['SelfInterviewReviewBoard']
export type ReviewScore = ApiSchemas['ReviewScore']
export const getReviews = (id: string, signal?: AbortSignal) =>
  api.GET('/api/self-interviews/{id}/reviews', { params: { path: { id } }, signal })
export const saveReview = (id: string, scores: ReviewScore[]) =>
  api.PUT('/api/self-interviews/{id}/reviews/mine', { params: { path: { id } }, body: { scores } })
export const submitReview = (id: string, scores: ReviewScore[]) =>
  api.POST('/api/self-interviews/{id}/reviews/mine/submit', { params: { path: { id } }, body: { scores } })

// Team review: invitations the manager sends, and the external reviewer's link (public, by its token).
export type ReviewInvitation = ApiSchemas['ReviewInvitation']
export type PublicReview = ApiSchemas['PublicReview']
export type InviteReviewerBody = operations['inviteSelfInterviewReviewer']['requestBody']['content']['application/json']
const invitationPath = (id: string, invitationId: string) => ({ params: { path: { id, invitationId } } })
export const listReviewInvitations = (id: string, signal?: AbortSignal) =>
  api.GET('/api/self-interviews/{id}/review-invitations', { params: { path: { id } }, signal })
export const listReviewColleagues = (id: string, signal?: AbortSignal) =>
  api.GET('/api/self-interviews/{id}/review-invitations/colleagues', { params: { path: { id } }, signal })
export const inviteReviewer = (id: string, body: InviteReviewerBody) =>
  api.POST('/api/self-interviews/{id}/review-invitations', { params: { path: { id } }, body })
export const revokeReviewInvitation = (id: string, invitationId: string) =>
  api.DELETE('/api/self-interviews/{id}/review-invitations/{invitationId}', invitationPath(id, invitationId))
export const remindReviewer = (id: string, invitationId: string) =>
  api.POST('/api/self-interviews/{id}/review-invitations/{invitationId}/remind', invitationPath(id, invitationId))
const tokenPath = (token: string) => ({ params: { path: { token } } })
export const getReviewLink = (token: string, signal?: AbortSignal) =>
  api.GET('/api/review-links/{token}', { ...tokenPath(token), signal })
export const saveLinkReview = (token: string, scores: ReviewScore[]) =>
  api.PUT('/api/review-links/{token}/review', { ...tokenPath(token), body: { scores } })
export const submitLinkReview = (token: string, scores: ReviewScore[]) =>
  api.POST('/api/review-links/{token}/review/submit', { ...tokenPath(token), body: { scores } })
