// What other modules may use of self-interviews: everything else in this folder is its own.
export { answersToSegments } from './complete-interview.js'
export { findInterview } from './interview-repository.js'
export { listAnswers } from './answer-repository.js'
import { ComparisonSchema } from './compare-schemas.js'
import { selfInterviewSchemas as interviewSchemas } from './schemas.js'

export const selfInterviewSchemas = [...interviewSchemas, ComparisonSchema]
export { reviewSchemas } from './review-schemas.js'
export { reviewInvitationSchemas } from './review-invitation-schemas.js'
