// What other modules may use of self-interviews: everything else in this folder is its own.
export { answersToSegments } from './complete-interview.js'
export { findInterview } from './interview-repository.js'
export { listAnswers } from './answer-repository.js'
export { selfInterviewSchemas } from './schemas.js'
export { reviewSchemas } from './review-schemas.js'
