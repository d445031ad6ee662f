import { Body1, Button, Caption1, Input, makeStyles, tokens } from '@fluentui/react-components'
import { CopyRegular } from '@fluentui/react-icons'
import { QRCodeSVG } from 'qrcode.react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, width: '100%' },
  input: { flexGrow: 1, minWidth: 0 },
  qr: {
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
  },
  warn: { color: tokens.colorPaletteDarkOrangeForeground1 },
})

/** The candidate's link, shown once: copy it or scan its QR code. */
export function LinkPanel({ link }: { link: string }) {
  const { t } = useTranslation('selfInterviews')
  const styles = useStyles()
  const [copied, setCopied] = useState(false)
  return (
    <div className={styles.root}>
      <Body1>{t('link.ready')}</Body1>
      <div className={styles.row}>
        <Input
          className={styles.input}
          value={link}
          readOnly
          aria-label={t('link.label')}
          data-testid="interview-link"
        />
        <Button
          icon={<CopyRegular />}
          onClick={() =>
            void navigator.clipboard?.writeText(link).then(
              () => setCopied(true),
              () => undefined,
            )
          }
        >
          {copied ? t('link.copied') : t('link.copy')}
        </Button>
      </div>
      <div className={styles.qr}>
        <QRCodeSVG value={link} size={160} aria-label={t('link.qr')} />
      </div>
      <Caption1 className={styles.warn}>{t('link.once')}</Caption1>
    </div>
  )
}
