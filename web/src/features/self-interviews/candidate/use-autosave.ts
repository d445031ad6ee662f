import { useEffect, useRef, useState } from 'react'

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed'

/**
 * Saves `text` a moment after the candidate stops typing (and never an unchanged value). The last saved
 * value is remembered so a reload that restores the draft does not save it again.
 */
export function useAutosave(
  text: string,
  initial: string,
  save: (text: string) => Promise<boolean>,
  enabled: boolean,
  delayMs = 1200,
) {
  const [status, setStatus] = useState<SaveStatus>('idle')
  const saved = useRef(initial)
  const saveRef = useRef(save)
  saveRef.current = save
  useEffect(() => {
    if (!enabled || text === saved.current) return
    const timer = setTimeout(() => {
      setStatus('saving')
      saveRef.current(text).then(
        (ok) => {
          if (ok) saved.current = text
          setStatus(ok ? 'saved' : 'failed')
        },
        () => setStatus('failed'),
      )
    }, delayMs)
    return () => clearTimeout(timer)
  }, [text, enabled, delayMs])
  return status
}
