import { Button, Caption1, makeStyles, ProgressBar, shorthands, Text, tokens } from '@fluentui/react-components'
import { DeleteRegular, ImageAddRegular } from '@fluentui/react-icons'
import { useRef, useState, type DragEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../lib/api-client'
import { uploadProductImage, type ProductImage } from './ecommerce-api'
import { ProductThumb } from './product-thumb'

const useStyles = makeStyles({
  drop: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXL,
    textAlign: 'center',
    ...shorthands.border(tokens.strokeWidthThick, 'dashed', tokens.colorNeutralStroke1),
    borderRadius: tokens.borderRadiusLarge,
    color: tokens.colorNeutralForeground2,
  },
  over: { ...shorthands.borderColor(tokens.colorBrandStroke1), backgroundColor: tokens.colorBrandBackground2 },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  grow: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  error: { color: tokens.colorPaletteRedForeground1 },
})

interface Pending {
  key: string
  name: string
  share: number
  error?: string
}

/** Product pictures: chosen or dropped, each uploaded at once with its own progress bar; the first is the thumbnail. */
export function ImageUploader({
  images,
  onChange,
}: {
  images: ProductImage[]
  onChange: (images: ProductImage[]) => void
}) {
  const { t } = useTranslation('ecommerce')
  const styles = useStyles()
  const input = useRef<HTMLInputElement>(null)
  const [pending, setPending] = useState<Pending[]>([])
  const [over, setOver] = useState(false)
  const latest = useRef(images)
  latest.current = images

  const send = async (file: File) => {
    const key = `${file.name}-${Date.now()}-${Math.random()}`
    const update = (change: Partial<Pending>) =>
      setPending((all) => all.map((p) => (p.key === key ? { ...p, ...change } : p)))
    setPending((all) => [...all, { key, name: file.name, share: 0 }])
    const { data, error } = await uploadProductImage(file, (share) => update({ share })).catch(() => ({
      data: undefined,
      error: undefined,
    }))
    if (data) {
      setPending((all) => all.filter((p) => p.key !== key))
      onChange([...latest.current, data])
    } else update({ error: isApiError(error) ? error.message : t('form.uploadFailed') })
  }
  const take = (files: FileList | null) => {
    for (const f of Array.from(files ?? [])) void send(f)
  }
  const drop = (e: DragEvent) => {
    e.preventDefault()
    setOver(false)
    take(e.dataTransfer.files)
  }

  return (
    <>
      <div
        className={`${styles.drop} ${over ? styles.over : ''}`}
        onDragOver={(e) => {
          e.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <ImageAddRegular className={styles.icon} aria-hidden />
        <Text>{t('form.dropImages')}</Text>
        <Button onClick={() => input.current?.click()}>{t('form.browse')}</Button>
        <Caption1>{t('form.imageHint')}</Caption1>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          multiple
          hidden
          data-testid="product-image-input"
          onChange={(e) => {
            take(e.target.files)
            e.target.value = ''
          }}
        />
      </div>
      {(images.length > 0 || pending.length > 0) && (
        <ul className={styles.list} aria-label={t('form.images')}>
          {images.map((img, i) => (
            <li key={img.id} className={styles.item}>
              <ProductThumb src={img.url} alt={img.name} />
              <div className={styles.grow}>
                <Text className={styles.name}>{img.name}</Text>
                <Caption1>{i === 0 ? t('form.thumbnail') : `${Math.round(img.size / 1024)} KB`}</Caption1>
              </div>
              <Button
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={t('form.removeImage', { name: img.name })}
                onClick={() => onChange(images.filter((x) => x.id !== img.id))}
              />
            </li>
          ))}
          {pending.map((p) => (
            <li key={p.key} className={styles.item}>
              <div className={styles.grow}>
                <Text className={styles.name}>{p.name}</Text>
                {p.error ? (
                  <Caption1 className={styles.error} role="alert">
                    {p.error}
                  </Caption1>
                ) : (
                  <ProgressBar value={p.share} max={1} aria-label={t('form.uploading', { name: p.name })} />
                )}
              </div>
              {p.error && (
                <Button
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  aria-label={t('form.dismiss')}
                  onClick={() => setPending((all) => all.filter((x) => x.key !== p.key))}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
