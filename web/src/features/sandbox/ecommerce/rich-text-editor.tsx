import { makeStyles, shorthands, ToggleButton, Toolbar, tokens } from '@fluentui/react-components'
import {
  TextBoldRegular,
  TextBulletListLtrRegular,
  TextItalicRegular,
  TextNumberListLtrRegular,
  TextQuoteRegular,
  TextStrikethroughRegular,
} from '@fluentui/react-icons'
import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useTranslation } from 'react-i18next'

const useStyles = makeStyles({
  root: {
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke1),
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  invalid: { ...shorthands.borderColor(tokens.colorPaletteRedBorder2) },
  toolbar: { borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, flexWrap: 'wrap' },
  content: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    minHeight: '140px',
    '& .ProseMirror': { outline: 'none', minHeight: '120px' },
    '& .ProseMirror p': { margin: `${tokens.spacingVerticalXS} 0` },
  },
})

/** The product description: Tiptap's editor with a few marks and lists; its HTML is what the service stores. */
export function RichTextEditor({
  value,
  onChange,
  label,
  invalid,
  id,
}: {
  value: string
  onChange: (html: string) => void
  label: string
  invalid?: boolean
  id?: string
}) {
  const { t } = useTranslation('ecommerce')
  const styles = useStyles()
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: false, codeBlock: false, horizontalRule: false, link: false, underline: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        'aria-label': label,
        role: 'textbox',
        'aria-multiline': 'true',
        ...(id ? { id } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  })
  const marks = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      strike: e?.isActive('strike') ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
    }),
  })
  const chain = () => editor?.chain().focus()
  const buttons = [
    { key: 'bold', icon: <TextBoldRegular />, on: marks?.bold, run: () => chain()?.toggleBold().run() },
    { key: 'italic', icon: <TextItalicRegular />, on: marks?.italic, run: () => chain()?.toggleItalic().run() },
    { key: 'strike', icon: <TextStrikethroughRegular />, on: marks?.strike, run: () => chain()?.toggleStrike().run() },
    {
      key: 'bullet',
      icon: <TextBulletListLtrRegular />,
      on: marks?.bullet,
      run: () => chain()?.toggleBulletList().run(),
    },
    {
      key: 'ordered',
      icon: <TextNumberListLtrRegular />,
      on: marks?.ordered,
      run: () => chain()?.toggleOrderedList().run(),
    },
    { key: 'quote', icon: <TextQuoteRegular />, on: marks?.quote, run: () => chain()?.toggleBlockquote().run() },
  ] as const
  return (
    <div className={`${styles.root} ${invalid ? styles.invalid : ''}`}>
      <Toolbar className={styles.toolbar} aria-label={t('form.formatting')} size="small">
        {buttons.map((b) => (
          <ToggleButton
            key={b.key}
            appearance="subtle"
            size="small"
            icon={b.icon}
            checked={!!b.on}
            aria-label={t(`form.format.${b.key}`)}
            onClick={b.run}
          />
        ))}
      </Toolbar>
      <EditorContent editor={editor} className={styles.content} />
    </div>
  )
}
