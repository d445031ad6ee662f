import { atom } from 'jotai'
import type { TemplateKind } from './api'

/**
 * The document being edited, shared by the code and the visual view: switching views keeps unsaved edits,
 * and an edit in one shows in the other. `text` is the JSON as typed; `revision` grows when the text is
 * replaced from outside the code editor (load, restore, a visual edit), which is when that editor reloads it.
 */
export interface Draft {
  templateId: string
  kind: TemplateKind
  name: string
  /** The version the edit started from: a save based on an older one is refused (409). */
  baseVersion: number
  publishedVersion: number | null
  text: string
  savedText: string
  revision: number
}

export const draftAtom = atom<Draft | null>(null)

/** Earlier texts of the visual view's edits, for its undo. */
export const visualUndoAtom = atom<string[]>([])

export const pretty = (value: unknown) => JSON.stringify(value, null, 2)

/** The save dialog, opened by the save button or the editor's Ctrl+S. */
export const saveDialogAtom = atom(false)
