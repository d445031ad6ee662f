/** A wizard's saved place: the step it was on and what was typed so far. */
export interface WizardState<T> {
  step: number
  draft: T
}

const keyOf = (id: string) => `debrief.wizard.${id}.v1`

/**
 * The draft as the browser keeps it across a reload (localStorage: a sandbox example has no account-wide drafts).
 * Anything unreadable — another version, a hand-edited value, storage switched off — starts afresh; fields the
 * saved draft lacks take their initial value, so a wizard may grow fields without breaking old drafts.
 */
export function loadDraft<T extends object>(
  id: string,
  initial: () => T,
  steps: number,
  storage: Storage | undefined = globalThis.localStorage,
): WizardState<T> {
  const fresh = { step: 0, draft: initial() }
  try {
    const raw = storage?.getItem(keyOf(id))
    if (!raw) return fresh
    const saved = JSON.parse(raw) as Partial<WizardState<T>>
    if (typeof saved !== 'object' || saved === null || typeof saved.draft !== 'object' || saved.draft === null)
      return fresh
    const step = Number.isInteger(saved.step) && saved.step! >= 0 && saved.step! < steps ? saved.step! : 0
    return { step, draft: { ...fresh.draft, ...saved.draft } }
  } catch {
    return fresh
  }
}

/** Saves the draft; `keep` drops what must not be written to disk (a card number). Storage errors are ignored. */
export function saveDraft<T>(
  id: string,
  state: WizardState<T>,
  keep: (draft: T) => T = (d) => d,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(keyOf(id), JSON.stringify({ step: state.step, draft: keep(state.draft) }))
  } catch {
    // Full or disabled storage: the wizard still works, it just forgets on reload.
  }
}

export function clearDraft(id: string, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(keyOf(id))
  } catch {
    // As above.
  }
}
