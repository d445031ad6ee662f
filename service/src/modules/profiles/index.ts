// What other modules may use of profiles: everything else in this folder is its own.
export { profileHistory, resolveProfile } from './profile-link-repository.js'
export { profileIdsInOrg } from './profile-repository.js'
export { reportScores } from './profile-scores.js'
export { ProfilePageSchema, ProfileSchema, ProfileSummarySchema } from './schemas.js'
