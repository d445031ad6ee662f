import createError from '@fastify/error'

/** 410: the link existed but no longer works. The code tells the candidate's screen which page to show. */
export const LinkRevokedError = createError('DEBRIEF_LINK_REVOKED', '%s', 410)
export const LinkExpiredError = createError('DEBRIEF_LINK_EXPIRED', '%s', 410)
/** 409 after a question's deadline plus grace: the screen shows this message and moves on. */
export const DeadlinePassedError = createError('DEBRIEF_DEADLINE_PASSED', '%s', 409)
