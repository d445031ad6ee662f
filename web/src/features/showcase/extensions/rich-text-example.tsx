import { Caption1, makeStyles, tokens, Toolbar, ToolbarToggleButton } from '@fluentui/react-components'
import {
  TextBoldRegular,
  TextBulletListLtrRegular,
  TextHeader2Regular,
  TextItalicRegular,
  TextNumberListLtrRegular,
} from '@fluentui/react-icons'
import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import type { ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import { GalleryExample } from '../components/gallery-example'

const useStyles = makeStyles({
  frame: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
  },
  editor: {
    '& .tiptap': {
      minHeight: '160px',
      padding: tokens.spacingHorizontalM,
      outlineStyle: 'none',
      color: tokens.colorNeutralForeground1,
    },
    '& .tiptap:focus-visible': { boxShadow: `inset 0 0 0 ${tokens.strokeWidthThick} ${tokens.colorStrokeFocus2}` },
  },
  bar: { borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, flexWrap: 'wrap' },
})

const CODE = `
import { EditorContent, useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'

const editor = useEditor({ extensions: [StarterKit], content: '<p>Hello</p>' })
<ToolbarToggleButton name="format" value="bold" onClick={() => editor.chain().focus().toggleBold().run()}>…</ToolbarToggleButton>
<EditorContent editor={editor} />
// editor.getHTML() is the document to save; sanitize it (DOMPurify) before showing it elsewhere.
`

/** Tiptap (ProseMirror) with the starter kit and a Fluent toolbar; loaded only when this screen opens. */
export default function RichTextExample() {
  const { t } = useTranslation('showcaseGallery')
  const styles = useStyles()
  const editor = useEditor({
    extensions: [StarterKit],
    content: `<h2>${t('ext.rich.sampleHeading')}</h2><p>${t('ext.rich.text')}</p><ul><li>${t('ext.rich.item')}</li></ul>`,
    editorProps: { attributes: { 'aria-label': t('ext.rich.label'), role: 'textbox', 'aria-multiline': 'true' } },
  })
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      heading: e?.isActive('heading', { level: 2 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      words: e && !e.isDestroyed ? e.state.doc.textContent.split(/\s+/).filter(Boolean).length : 0,
    }),
  })
  const checked = Object.entries(state ?? {})
    .filter(([, on]) => on === true)
    .map(([key]) => key)
  const run = (command: 'bold' | 'italic' | 'heading' | 'bullet' | 'ordered') => {
    const chain = editor?.chain().focus()
    if (!chain) return
    if (command === 'bold') chain.toggleBold().run()
    if (command === 'italic') chain.toggleItalic().run()
    if (command === 'heading') chain.toggleHeading({ level: 2 }).run()
    if (command === 'bullet') chain.toggleBulletList().run()
    if (command === 'ordered') chain.toggleOrderedList().run()
  }
  const button = (value: 'bold' | 'italic' | 'heading' | 'bullet' | 'ordered', icon: ReactElement) => (
    <ToolbarToggleButton
      name="format"
      value={value}
      icon={icon}
      aria-label={t(`ext.rich.${value}`)}
      onClick={() => run(value)}
      appearance="subtle"
    />
  )
  return (
    <GalleryExample code={CODE} column>
      <div className={styles.frame}>
        <Toolbar aria-label={t('ext.rich.toolbar')} checkedValues={{ format: checked }} className={styles.bar}>
          {button('bold', <TextBoldRegular />)}
          {button('italic', <TextItalicRegular />)}
          {button('heading', <TextHeader2Regular />)}
          {button('bullet', <TextBulletListLtrRegular />)}
          {button('ordered', <TextNumberListLtrRegular />)}
        </Toolbar>
        <EditorContent editor={editor} className={styles.editor} />
      </div>
      <Caption1 role="status">{t('ext.rich.words', { count: state?.words ?? 0 })}</Caption1>
    </GalleryExample>
  )
}
