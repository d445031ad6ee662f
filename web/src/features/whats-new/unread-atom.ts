import { atom } from 'jotai'

/** The app bar's badge: entries the signed-in person has not seen (null until first asked). */
export const unreadAtom = atom<number | null>(null)
