import { Badge, makeStyles, Subtitle2, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  name: { fontWeight: tokens.fontWeightBold },
})

interface BrandMarkProps {
  size?: number
  /** Draw the mark in white, for brand-coloured backgrounds. */
  inverted?: boolean
  /** Add the product name and the beta badge. */
  withName?: boolean
}

/** The logo drawn with theme tokens, so it follows the brand ramp in light and dark themes. */
export function BrandMark({ size = 32, inverted = false, withName = false }: BrandMarkProps) {
  const { t } = useTranslation()
  const styles = useStyles()
  const fill = inverted ? tokens.colorNeutralForegroundOnBrand : tokens.colorBrandBackground
  const stroke = inverted ? tokens.colorBrandBackground : tokens.colorNeutralForegroundOnBrand
  return (
    <span className={styles.root}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
        <rect width="32" height="32" rx="8" fill={fill} />
        <path d="M10 8h6.5a8 8 0 0 1 0 16H10z" fill="none" stroke={stroke} strokeWidth="3" />
      </svg>
      {withName && (
        <>
          <Subtitle2 className={styles.name}>{t('appName')}</Subtitle2>
          <Badge appearance="tint" size="small">
            {t('beta')}
          </Badge>
        </>
      )}
    </span>
  )
}
