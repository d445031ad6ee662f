import { Body1, Button, makeStyles, ProgressBar, shorthands, tokens } from '@fluentui/react-components'
import { DocumentArrowUpRegular } from '@fluentui/react-icons'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ACCEPT } from '../api'

const useStyles = makeStyles({
  zone: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXXL,
    ...shorthands.border('2px', 'dashed', tokens.colorNeutralStroke1),
    borderRadius: tokens.borderRadiusLarge,
    textAlign: 'center',
  },
  over: { ...shorthands.borderColor(tokens.colorBrandStroke1), backgroundColor: tokens.colorBrandBackground2 },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  bar: { width: '100%' },
})

/** Drop a file or pick one; while it uploads, the share sent. */
export function FileDrop({
  file,
  onFile,
  progress,
}: {
  file: File | null
  onFile: (f: File | null) => void
  progress: number | null
}) {
  const { t } = useTranslation('llm')
  const styles = useStyles()
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  return (
    <div
      className={`${styles.zone} ${over ? styles.over : ''}`}
      onDragOver={(e) => {
        e.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault()
        setOver(false)
        onFile(e.dataTransfer.files[0] ?? null)
      }}
    >
      <DocumentArrowUpRegular className={styles.icon} />
      <Body1>
        {file ? t('source.fileChosen', { name: file.name, size: Math.ceil(file.size / 1024) }) : t('source.dropHint')}
      </Body1>
      <Button onClick={() => input.current?.click()}>{t('source.chooseFile')}</Button>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid="llm-file-input"
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
      />
      {progress !== null && <ProgressBar className={styles.bar} value={progress} aria-label={t('source.uploading')} />}
    </div>
  )
}
