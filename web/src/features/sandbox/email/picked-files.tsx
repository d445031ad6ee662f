import { Button, Caption1, makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components'
import { AttachRegular, DismissRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import type { PickedFile } from './attachment-uploads'

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, padding: 0 },
  item: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    listStyleType: 'none',
  },
  name: { overflowWrap: 'anywhere' },
  error: { color: tokens.colorPaletteRedForeground1, gridColumn: '2 / 4' },
  progress: { gridColumn: '2 / 4' },
})

/** The compose dialog's files: each with its upload progress, its refusal, or stored; any can be taken off. */
export function PickedFiles({ files, onRemove }: { files: PickedFile[]; onRemove: (key: string) => void }) {
  const { t } = useTranslation('sandboxEmail')
  const styles = useStyles()
  if (!files.length) return null
  return (
    <ul className={styles.list} aria-label={t('attachedFiles')}>
      {files.map((f) => (
        <li key={f.key} className={styles.item}>
          <AttachRegular aria-hidden />
          <Text className={styles.name}>
            {f.fileName} ({f.size})
          </Text>
          <Button
            appearance="subtle"
            size="small"
            icon={<DismissRegular />}
            aria-label={t('removeFile', { name: f.fileName })}
            onClick={() => onRemove(f.key)}
          />
          {f.state === 'uploading' && (
            <ProgressBar
              className={styles.progress}
              value={f.pct / 100}
              aria-label={t('uploading', { name: f.fileName, pct: f.pct })}
            />
          )}
          {f.state === 'failed' && (
            <Caption1 role="alert" className={styles.error}>
              {t('uploadFailed', { name: f.fileName, reason: f.reason })}
            </Caption1>
          )}
        </li>
      ))}
    </ul>
  )
}
