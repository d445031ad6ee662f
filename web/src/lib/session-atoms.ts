import { atom } from 'jotai'
import { atomWithStorage, createJSONStorage } from 'jotai/utils'
import type { ApiSchemas } from './api-client'
import type { AppRule } from './ability'
import { STORAGE_PREFIX } from './storage-prefix'

export type UserData = ApiSchemas['UserData']
export type Session = ApiSchemas['Session']

// getOnInit: the guard must see a stored session on the very first render after a reload.
const stored = <T>(key: string, initial: T) =>
  atomWithStorage<T>(
    `${STORAGE_PREFIX}${key}`,
    initial,
    createJSONStorage<T>(() => localStorage),
    { getOnInit: true },
  )

export const userDataAtom = stored<UserData | null>('userData', null)
export const accessTokenAtom = stored<string | null>('accessToken', null)
export const abilityRulesAtom = stored<AppRule[]>('userAbilityRules', [])

/** Signed in means both the user data and an access token are stored. */
export const signedInAtom = atom((get) => Boolean(get(userDataAtom) && get(accessTokenAtom)))

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Stores what the service answered at login, refresh or /me (the latter has no token). What has not changed is not
 * set again: a new user object or rule list re-renders every screen that reads it (the ability re-renders all its
 * users), and the /me check at start-up almost always answers what was stored.
 */
export const sessionAtom = atom(
  null,
  (get, set, session: Partial<Session> & Pick<Session, 'userData' | 'userAbilityRules'>) => {
    if (!same(get(userDataAtom), session.userData)) set(userDataAtom, session.userData)
    if (!same(get(abilityRulesAtom), session.userAbilityRules))
      set(abilityRulesAtom, session.userAbilityRules as AppRule[])
    if (session.accessToken) set(accessTokenAtom, session.accessToken)
  },
)

export const clearSessionAtom = atom(null, (_get, set) => {
  set(userDataAtom, null)
  set(accessTokenAtom, null)
  set(abilityRulesAtom, [])
})
