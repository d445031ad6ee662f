import { Button, Caption1, makeStyles, ProgressBar, tokens } from '@fluentui/react-components'
import { ArrowDownloadRegular, AttachRegular, DocumentRegular } from '@fluentui/react-icons'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatBytes } from '../../../lib/format'
import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_BYTES, attachFile, downloadAttachment, type SupportAttachment } from '../api'

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  name: { flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  error: { color: tokens.colorPaletteRedForeground1 },
})

/** A request's files with download buttons, and (when the caller may reply) an attach button with progress. */
export function AttachmentList({
  requestId,
  attachments,
  canAttach,
  onAttached,
}: {
  requestId: string
  attachments: SupportAttachment[]
  canAttach: boolean
  onAttached: () => void
}) {
  const { t, i18n } = useTranslation('support')
  const styles = useStyles()
  const input = useRef<HTMLInputElement>(null)
  const [progress, setProgress] = useState<number>()
  const [error, setError] = useState<string>()
  const upload = async (file: File | undefined) => {
    if (!file) return
    if (file.size > ATTACHMENT_MAX_BYTES) return setError(t('attachments.tooLarge', { name: file.name }))
    setError(undefined)
    setProgress(0)
    const answer = await attachFile(requestId, file, setProgress)
    setProgress(undefined)
    if (!answer.ok) return setError(answer.message ?? t('error'))
    onAttached()
  }
  return (
    <section aria-label={t('attachments.title')}>
      <Caption1>{t('attachments.title')}</Caption1>
      {attachments.length === 0 && <Caption1 as="p">{t('attachments.none')}</Caption1>}
      <ul className={styles.list}>
        {attachments.map((a) => (
          <li key={a.id} className={styles.item}>
            <DocumentRegular aria-hidden />
            <span className={styles.name} dir="auto">
              {a.name}
            </span>
            <Caption1>{formatBytes(a.size, i18n.language)}</Caption1>
            <Button
              size="small"
              appearance="subtle"
              icon={<ArrowDownloadRegular />}
              aria-label={t('attachments.download', { name: a.name })}
              onClick={() => void downloadAttachment(requestId, a)}
            />
          </li>
        ))}
      </ul>
      {canAttach && (
        <>
          <input
            ref={input}
            type="file"
            hidden
            accept={ATTACHMENT_ACCEPT}
            data-testid="support-attach-input"
            onChange={(e) => {
              void upload(e.target.files?.[0])
              e.target.value = ''
            }}
          />
          <Button
            size="small"
            icon={<AttachRegular />}
            disabled={progress !== undefined}
            onClick={() => input.current?.click()}
          >
            {t('attachments.add')}
          </Button>
        </>
      )}
      {progress !== undefined && <ProgressBar value={progress / 100} aria-label={t('attachments.uploading')} />}
      {error && (
        <Caption1 as="p" role="alert" className={styles.error}>
          {error}
        </Caption1>
      )}
    </section>
  )
}
