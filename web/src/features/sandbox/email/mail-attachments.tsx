import { Badge, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components'
import { ArrowDownloadRegular, AttachRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { attachmentIdOf, downloadAttachment, type Mail } from './email-api'

const useStyles = makeStyles({
  files: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  name: { overflowWrap: 'anywhere', textAlign: 'start' },
  error: { color: tokens.colorPaletteRedForeground1, flexBasis: '100%' },
})

/** A mail's files: stored ones download signed in; the seed's name-only ones are shown as names. */
export function MailAttachments({ files }: { files: Mail['attachments'] }) {
  const { t } = useTranslation('sandboxEmail')
  const styles = useStyles()
  const [failed, setFailed] = useState(false)
  if (!files.length) return null
  return (
    <div className={styles.files}>
      {files.map((a, i) => {
        const id = attachmentIdOf(a.url)
        return id ? (
          <Button
            key={id}
            className={styles.name}
            icon={<ArrowDownloadRegular />}
            aria-label={t('download', { name: a.fileName })}
            onClick={() => void downloadAttachment(id, a.fileName).then((ok) => setFailed(!ok))}
          >
            {a.fileName} · {a.size}
          </Button>
        ) : (
          <Badge key={`${a.fileName}-${i}`} appearance="outline" color="informative" icon={<AttachRegular />}>
            {a.fileName} · {a.size}
          </Badge>
        )
      })}
      {failed && (
        <Caption1 role="alert" className={styles.error}>
          {t('downloadFailed')}
        </Caption1>
      )}
    </div>
  )
}
