import { makeStyles, mergeClasses, ToggleButton, Toolbar, tokens } from '@fluentui/react-components'
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
    display: 'flex',
    flexDirection: 'column',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus-within': { borderBottomColor: tokens.colorCompoundBrandStroke },
  },
  invalid: {
    borderTopColor: tokens.colorPaletteRedBorder2,
    borderRightColor: tokens.colorPaletteRedBorder2,
    borderBottomColor: tokens.colorPaletteRedBorder2,
    borderLeftColor: tokens.colorPaletteRedBorder2,
  },
  toolbar: { borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, flexWrap: 'wrap' },
  content: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    minHeight: '140px',
    maxHeight: '320px',
    overflowY: 'auto',
    '& .ProseMirror': { outline: 'none', minHeight: '120px', color: tokens.colorNeutralForeground1 },
    '& .ProseMirror p': { margin: `0 0 ${tokens.spacingVerticalS}` },
    '& .ProseMirror blockquote': {
      borderInlineStartWidth: tokens.strokeWidthThick,
      borderInlineStartStyle: 'solid',
      borderInlineStartColor: tokens.colorNeutralStroke1,
      margin: 0,
      paddingInlineStart: tokens.spacingHorizontalM,
    },
  },
})

type Mark = 'bold' | 'italic' | 'strike' | 'bulletList' | 'orderedList' | 'blockquote'

/**
 * A rich text field (Tiptap's starter kit: paragraphs, bold, italic, strike, lists, quotes) that reports its HTML.
 * The HTML comes from the editor's own schema, so it holds only those elements; readers still show it as text.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  className,
  invalid,
  id,
}: {
  label: string
  value: string
  onChange: (html: string) => void
  className?: string
  /** Marks the field invalid (red border, aria-invalid) when its form names an error for it. */
  invalid?: boolean
  /** The editable element's id, for a label's `htmlFor` or an error's `aria-describedby`. */
  id?: string
}) {
  const { t } = useTranslation('common')
  const styles = useStyles()
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: false, codeBlock: false, horizontalRule: false, link: false, underline: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(id ? { id } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  })
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      Object.fromEntries(
        (['bold', 'italic', 'strike', 'bulletList', 'orderedList', 'blockquote'] as Mark[]).map((m) => [
          m,
          !!e?.isActive(m),
        ]),
      ) as Record<Mark, boolean>,
  })
  const run = (mark: Mark) => {
    const chain = editor?.chain().focus()
    if (!chain) return
    const commands = {
      bold: () => chain.toggleBold(),
      italic: () => chain.toggleItalic(),
      strike: () => chain.toggleStrike(),
      bulletList: () => chain.toggleBulletList(),
      orderedList: () => chain.toggleOrderedList(),
      blockquote: () => chain.toggleBlockquote(),
    }
    commands[mark]().run()
  }
  const button = (mark: Mark, icon: React.ReactElement) => (
    <ToggleButton
      appearance="subtle"
      size="small"
      icon={icon}
      checked={active?.[mark] ?? false}
      aria-label={t(`editor.${mark}`)}
      title={t(`editor.${mark}`)}
      onClick={() => run(mark)}
    />
  )
  return (
    <div className={mergeClasses(styles.root, invalid && styles.invalid, className)}>
      <Toolbar className={styles.toolbar} aria-label={t('editor.toolbar')} size="small">
        {button('bold', <TextBoldRegular />)}
        {button('italic', <TextItalicRegular />)}
        {button('strike', <TextStrikethroughRegular />)}
        {button('bulletList', <TextBulletListLtrRegular />)}
        {button('orderedList', <TextNumberListLtrRegular />)}
        {button('blockquote', <TextQuoteRegular />)}
      </Toolbar>
      <EditorContent editor={editor} className={styles.content} />
    </div>
  )
}
