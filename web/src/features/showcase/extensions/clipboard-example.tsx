import { Field, Input, makeStyles, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CopyButton } from '../components/copy-button'
import { GalleryExample } from '../components/gallery-example'

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  input: { minWidth: '240px', flexGrow: 1 },
})

const CODE = `
const copy = () => navigator.clipboard.writeText(text).then(() => setState('copied'), () => setState('failed'))
<Input value={text} onChange={(_, d) => setText(d.value)} />
<Button icon={<CopyRegular />} onClick={copy}>Copy</Button>
`

/** The Clipboard API behind the gallery's copy buttons: it needs a secure page and a click, and may be refused. */
export default function ClipboardExample() {
  const { t } = useTranslation('showcaseGallery')
  const styles = useStyles()
  const [text, setText] = useState('https://debrief.example/invite/7F3K-2QX')
  return (
    <GalleryExample code={CODE} column>
      <div className={styles.row}>
        <Field label={t('ext.clipboard.label')} className={styles.input}>
          <Input value={text} onChange={(_, d) => setText(d.value)} />
        </Field>
        <CopyButton text={text} />
      </div>
    </GalleryExample>
  )
}
