import { atom } from 'jotai'

/**
 * Bumped after a budget is saved: the shell's budget banner asks for the status again at once, so the page it sits
 * on (billing) follows the new budget without a navigation, and the tab's remembered status is not a stale one.
 */
export const budgetStatusVersionAtom = atom(0)
