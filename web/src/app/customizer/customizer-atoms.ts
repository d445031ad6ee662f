import { atom } from 'jotai'

/** Whether the customizer drawer is open; not persisted. */
export const customizerOpenAtom = atom(false)
