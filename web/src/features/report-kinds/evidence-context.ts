import { createContext, useContext } from 'react'

/**
 * Where an evidence quote leads: the signed-in report page opens the source meeting's transcript at the quote's
 * time; the public view and the worked examples have no transcript to open (null).
 */
export const EvidenceLinkContext = createContext<((startMs: number) => string) | null>(null)

export const useEvidenceLink = () => useContext(EvidenceLinkContext)
