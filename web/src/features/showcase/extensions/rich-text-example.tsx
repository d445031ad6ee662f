import { Caption1 } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RichTextEditor } from '../../../components/rich-text-editor'
import { GalleryExample } from '../components/gallery-example'

const CODE = `
import { RichTextEditor } from '../components/rich-text-editor'

const [html, setHtml] = useState('<p>Hello</p>')
<RichTextEditor label="Description" value={html} onChange={setHtml} invalid={!!error} id="description" />
// html holds only the editor's own elements; show it elsewhere through components/safe-rich-text.
`

/** Counts the words of the editor's HTML as a reader sees them (tags are not words). */
function wordsOf(html: string): number {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? ''
  return text.split(/\s+/).filter(Boolean).length
}

/**
 * The product's one rich-text field (Tiptap's starter kit with a Fluent toolbar, components/rich-text-editor), the
 * same the e-commerce product form and the e-mail compose dialog use; loaded only when this screen opens.
 */
export default function RichTextExample() {
  const { t } = useTranslation('showcaseGallery')
  const [html, setHtml] = useState(
    () =>
      `<p><strong>${t('ext.rich.sampleHeading')}</strong></p><p>${t('ext.rich.text')}</p><ul><li>${t('ext.rich.item')}</li></ul>`,
  )
  return (
    <GalleryExample code={CODE} column>
      <RichTextEditor label={t('ext.rich.label')} value={html} onChange={setHtml} />
      <Caption1 role="status">{t('ext.rich.words', { count: wordsOf(html) })}</Caption1>
    </GalleryExample>
  )
}
