import {
  Body1,
  Button,
  Caption1,
  Field,
  makeStyles,
  mergeClasses,
  ProgressBar,
  tokens,
} from '@fluentui/react-components'
import { ArrowUploadRegular, DismissRegular } from '@fluentui/react-icons'
import { useRef, useState, type DragEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { GalleryExample } from '../components/gallery-example'

const useStyles = makeStyles({
  zone: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXL,
    textAlign: 'center',
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  over: {
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
  },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
})

interface Upload {
  id: number
  name: string
  size: number
  progress: number
  state: 'reading' | 'done' | 'failed'
}

const CODE = `
const reader = new FileReader()
reader.onprogress = (e) => e.lengthComputable && setProgress(e.loaded / e.total)
reader.onload = () => setProgress(1)
reader.readAsArrayBuffer(file)
// A real upload: XMLHttpRequest's upload.onprogress gives the same loaded/total events.
<Field label={file.name} validationMessage={\`\${Math.round(progress * 100)}%\`} validationState="none">
  <ProgressBar value={progress} />
</Field>
`

/** Files chosen or dropped, each read in the browser with its real progress; nothing leaves the machine. */
export default function FileUploadExample() {
  const { t, i18n } = useTranslation('showcaseGallery')
  const styles = useStyles()
  const input = useRef<HTMLInputElement>(null)
  const next = useRef(1)
  const [over, setOver] = useState(false)
  const [uploads, setUploads] = useState<Upload[]>([])
  const size = (bytes: number) =>
    new Intl.NumberFormat(i18n.language, {
      style: 'unit',
      unit: bytes > 1e6 ? 'megabyte' : 'kilobyte',
      maximumFractionDigits: 1,
    }).format(bytes > 1e6 ? bytes / 1e6 : bytes / 1e3)
  const patch = (id: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)))

  const add = (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      const id = next.current++
      setUploads((list) => [...list, { id, name: file.name, size: file.size, progress: 0, state: 'reading' }])
      const reader = new FileReader()
      reader.onprogress = (e) => e.lengthComputable && patch(id, { progress: e.loaded / e.total })
      reader.onload = () => patch(id, { progress: 1, state: 'done' })
      reader.onerror = () => patch(id, { state: 'failed' })
      reader.readAsArrayBuffer(file)
    }
  }
  const drop = (e: DragEvent) => {
    e.preventDefault()
    setOver(false)
    add(e.dataTransfer.files)
  }
  return (
    <GalleryExample code={CODE} column>
      <div
        className={mergeClasses(styles.zone, over && styles.over)}
        onDragOver={(e) => {
          e.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <ArrowUploadRegular fontSize={32} aria-hidden />
        <Body1>{t('ext.upload.drop')}</Body1>
        <Button appearance="primary" onClick={() => input.current?.click()}>
          {t('ext.upload.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          onChange={(e) => {
            add(e.target.files)
            e.target.value = ''
          }}
        />
        <Caption1>{t('ext.upload.local')}</Caption1>
      </div>
      {uploads.length === 0 ? (
        <Caption1>{t('ext.upload.none')}</Caption1>
      ) : (
        <ul className={styles.list}>
          {uploads.map((u) => (
            <li key={u.id} className={styles.row}>
              <Field
                label={`${u.name} · ${size(u.size)}`}
                validationState={u.state === 'failed' ? 'error' : 'none'}
                validationMessage={
                  u.state === 'failed'
                    ? t('ext.upload.failed')
                    : u.state === 'done'
                      ? t('ext.upload.done')
                      : `${Math.round(u.progress * 100)}%`
                }
              >
                <ProgressBar
                  value={u.progress}
                  color={u.state === 'failed' ? 'error' : u.state === 'done' ? 'success' : 'brand'}
                />
              </Field>
              <Button
                appearance="subtle"
                icon={<DismissRegular />}
                aria-label={t('ext.upload.remove', { name: u.name })}
                onClick={() => setUploads((list) => list.filter((x) => x.id !== u.id))}
              />
            </li>
          ))}
        </ul>
      )}
    </GalleryExample>
  )
}
