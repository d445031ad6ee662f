import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../components/section-card'
import { CopyButton } from './copy-button'

const useStyles = makeStyles({
  demo: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalM,
    alignItems: 'center',
    minWidth: 0,
  },
  // No wrapping in a column: a wrapped column line takes its widest item's width (a long carousel track) instead of the card's.
  column: { flexDirection: 'column', alignItems: 'stretch', flexWrap: 'nowrap' },
  code: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    overflowX: 'auto',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase300,
    whiteSpace: 'pre',
    textAlign: 'left',
  },
})

/**
 * A gallery item: the live example and its source to copy. The source is code, so it reads left to right in
 * every language.
 */
export function GalleryExample({ code, children, column }: { code: string; children: ReactNode; column?: boolean }) {
  const { t } = useTranslation('showcaseGallery')
  const styles = useStyles()
  return (
    <>
      <SectionCard title={t('gallery.example')}>
        <div className={mergeClasses(styles.demo, column && styles.column)}>{children}</div>
      </SectionCard>
      <SectionCard title={t('gallery.code')} action={<CopyButton text={code} />}>
        <pre className={styles.code} dir="ltr" tabIndex={0} aria-label={t('gallery.code')}>
          <code>{code.trim()}</code>
        </pre>
      </SectionCard>
    </>
  )
}
