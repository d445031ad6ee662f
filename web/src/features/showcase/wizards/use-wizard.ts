import { useCallback, useEffect, useState } from 'react'
import type { StepErrors } from './validation'
import { clearDraft, loadDraft, saveDraft, type WizardState } from './wizard-draft'

export interface WizardOptions<T> {
  /** The draft's storage name. */
  id: string
  steps: number
  initial: () => T
  /** The problems of one step; Next stays on the step while there are any. */
  validate: (step: number, draft: T) => StepErrors
  /** What of the draft may be written to storage (drops secrets); everything by default. */
  keep?: (draft: T) => T
}

/**
 * A stepper's state: the draft (kept across a reload), the step, and the current step's errors. Back never checks
 * or loses anything; Next checks the current step only.
 */
export function useWizard<T extends object>({ id, steps, initial, validate, keep }: WizardOptions<T>) {
  const [state, setState] = useState<WizardState<T>>(() => loadDraft(id, initial, steps))
  const [errors, setErrors] = useState<StepErrors>({})

  useEffect(() => saveDraft(id, state, keep), [id, state, keep])

  const update = useCallback((patch: Partial<T>) => {
    setState((s) => ({ ...s, draft: { ...s.draft, ...patch } }))
    // A field's message goes once it is edited: it was about the value that was there.
    setErrors((e) => {
      const left = { ...e }
      for (const key of Object.keys(patch)) delete left[key]
      return left
    })
  }, [])

  const next = () => {
    const found = validate(state.step, state.draft)
    setErrors(found)
    if (Object.keys(found).length) return false
    setState((s) => ({ ...s, step: Math.min(s.step + 1, steps - 1) }))
    return true
  }
  const back = () => {
    setErrors({})
    setState((s) => ({ ...s, step: Math.max(s.step - 1, 0) }))
  }
  /** Opens an earlier step (the review's "edit" links); later steps are reached only through Next. */
  const goTo = (step: number) => {
    if (step >= state.step) return
    setErrors({})
    setState((s) => ({ ...s, step }))
  }
  const reset = () => {
    clearDraft(id)
    setErrors({})
    setState({ step: 0, draft: initial() })
  }
  return {
    step: state.step,
    draft: state.draft,
    errors,
    update,
    next,
    back,
    goTo,
    reset,
    isLast: state.step === steps - 1,
  }
}

export type Wizard<T> = ReturnType<typeof useWizard<T & object>>
