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

/** Stores what the service answered at login, refresh or /me (the latter has no token). */
export const sessionAtom = atom(
  null,
  (_get, set, session: Partial<Session> & Pick<Session, 'userData' | 'userAbilityRules'>) => {
    set(userDataAtom, session.userData)
    set(abilityRulesAtom, session.userAbilityRules as AppRule[])
    if (session.accessToken) set(accessTokenAtom, session.accessToken)
  },
)

export const clearSessionAtom = atom(null, (_get, set) => {
  set(userDataAtom, null)
  set(accessTokenAtom, null)
  set(abilityRulesAtom, [])
})
