import { redo, undo } from '@codemirror/commands'
import { Prec } from '@codemirror/state'
import { EditorView, keymap } from '@codemirror/view'
import { makeStyles, tokens } from '@fluentui/react-components'
import CodeMirror, { type ReactCodeMirrorRef } from '@uiw/react-codemirror'
import { disableErrorLogging } from 'best-effort-json-parser'
import { jsonSchema } from 'codemirror-json-schema'
import type { JSONSchema7 } from 'json-schema'
import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef } from 'react'
import { getJsonPointers } from 'codemirror-json-schema'

// codemirror-json-schema reads a half-typed document with best-effort-json-parser, which logs every draft with a
// trailing token to the console ("parsed json with extra tokens"); the editor shows its own diagnostics.
disableErrorLogging()

const useStyles = makeStyles({
  root: {
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    '& .cm-editor': { height: '60vh', fontSize: tokens.fontSizeBase300 },
    '& .cm-editor.cm-focused': { outline: `2px solid ${tokens.colorBrandStroke1}` },
  },
})

export interface JsonEditorHandle {
  text: () => string
  replace: (text: string) => void
  jumpTo: (pointer: string) => void
  undo: () => void
  redo: () => void
}

interface Props {
  initial: string
  schema: Record<string, unknown> | null
  onText: (text: string) => void
  onSave: () => void
  onFormat: () => void
  label: string
}

/**
 * CodeMirror 6, uncontrolled: the document lives in the editor state and changes as transactions, so typing
 * stays smooth on long documents. The text reaches the shared draft a moment after typing stops (and on
 * unmount), never per keystroke through React.
 */
export const JsonEditor = forwardRef<JsonEditorHandle, Props>(function JsonEditor(
  { initial, schema, onText, onSave, onFormat, label },
  ref,
) {
  const styles = useStyles()
  const cm = useRef<ReactCodeMirrorRef>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const callbacks = useRef({ onText, onSave, onFormat })
  callbacks.current = { onText, onSave, onFormat }
  const flush = () => {
    clearTimeout(timer.current)
    timer.current = undefined
    const view = cm.current?.view
    if (view) callbacks.current.onText(view.state.doc.toString())
  }
  useEffect(
    () => () => {
      if (timer.current) flush()
    },
    [],
  )

  const extensions = useMemo(
    () => [
      ...jsonSchema((schema ?? {}) as JSONSchema7),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ 'aria-label': label }),
      Prec.highest(
        keymap.of([
          {
            key: 'Mod-s',
            preventDefault: true,
            run: () => {
              flush()
              callbacks.current.onSave()
              return true
            },
          },
          {
            key: 'Shift-Alt-f',
            preventDefault: true,
            run: () => {
              flush()
              callbacks.current.onFormat()
              return true
            },
          },
        ]),
      ),
      EditorView.updateListener.of((u) => {
        if (!u.docChanged) return
        clearTimeout(timer.current)
        timer.current = setTimeout(flush, 250)
      }),
    ],
    [schema, label],
  )

  useImperativeHandle(
    ref,
    () => ({
      text: () => cm.current?.view?.state.doc.toString() ?? initial,
      replace: (text) => {
        const view = cm.current?.view
        if (view) view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } })
      },
      jumpTo: (pointer) => {
        const view = cm.current?.view
        if (!view) return
        const at = getJsonPointers(view.state, 'json4').get(pointer)
        const pos = at ? ('valueFrom' in at ? at.valueFrom : at.keyFrom) : 0
        view.dispatch({ selection: { anchor: pos }, effects: EditorView.scrollIntoView(pos, { y: 'center' }) })
        view.focus()
      },
      undo: () => {
        const v = cm.current?.view
        if (v) undo(v)
      },
      redo: () => {
        const v = cm.current?.view
        if (v) redo(v)
      },
    }),
    [initial],
  )

  return (
    <div className={styles.root}>
      <CodeMirror ref={cm} value={initial} extensions={extensions} basicSetup={{ lintKeymap: true }} />
    </div>
  )
})
