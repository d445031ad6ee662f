import { json } from '@codemirror/lang-json'
import { EditorView } from '@codemirror/view'
import { Caption1, makeStyles, tokens } from '@fluentui/react-components'
import CodeMirror from '@uiw/react-codemirror'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useColorScheme } from '../../../lib/settings/use-color-scheme'
import { GalleryExample } from '../components/gallery-example'

const useStyles = makeStyles({
  frame: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    '& .cm-editor': { fontSize: tokens.fontSizeBase300 },
    '& .cm-editor.cm-focused': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  ok: { color: tokens.colorPaletteGreenForeground1 },
  bad: { color: tokens.colorPaletteRedForeground1 },
})

const SAMPLE = JSON.stringify(
  {
    name: 'Interview rubric',
    version: 3,
    criteria: [
      { id: 'clarity', weight: 0.4 },
      { id: 'depth', weight: 0.6 },
    ],
  },
  null,
  2,
)

const CODE = `
import { json } from '@codemirror/lang-json'
import CodeMirror from '@uiw/react-codemirror'

<CodeMirror value={text} onChange={setText} extensions={[json()]} theme={dark ? 'dark' : 'light'} height="240px" />
`

/** CodeMirror 6 with JSON highlighting, as the templates' JSON builder uses it; the text is parsed as you type. */
export default function CodeEditorExample() {
  const { t } = useTranslation('showcaseGallery')
  const styles = useStyles()
  const dark = useColorScheme() === 'dark'
  const [text, setText] = useState(SAMPLE)
  const extensions = useMemo(
    () => [json(), EditorView.lineWrapping, EditorView.contentAttributes.of({ 'aria-label': t('ext.code.label') })],
    [t],
  )
  const problem = useMemo(() => {
    try {
      JSON.parse(text)
      return null
    } catch (error) {
      return (error as Error).message
    }
  }, [text])
  return (
    <GalleryExample code={CODE} column>
      <div className={styles.frame} dir="ltr">
        <CodeMirror
          value={text}
          onChange={setText}
          extensions={extensions}
          theme={dark ? 'dark' : 'light'}
          minHeight="200px"
        />
      </div>
      <Caption1 role="status" className={problem ? styles.bad : styles.ok}>
        {problem ? t('ext.code.invalid', { problem }) : t('ext.code.valid')}
      </Caption1>
    </GalleryExample>
  )
}
