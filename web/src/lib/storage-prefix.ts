/** Spec section 3: storage keys are prefixed with the app title. */
export const STORAGE_PREFIX = 'debrief-'
