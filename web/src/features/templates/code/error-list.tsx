import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components'
import { CheckmarkCircleRegular, ErrorCircleRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import type { DocumentError } from '../validate-document'

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  ok: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    color: tokens.colorPaletteGreenForeground1,
  },
  item: { justifyContent: 'flex-start', textAlign: 'start', minWidth: 0 },
  path: {
    fontFamily: tokens.fontFamilyMonospace,
    color: tokens.colorPaletteRedForeground1,
    marginInlineEnd: tokens.spacingHorizontalS,
  },
})

/** Every problem of the document; choosing one puts the cursor on its place in the editor. */
export function ErrorList({
  parseError,
  errors,
  onJump,
}: {
  parseError: string | null
  errors: DocumentError[]
  onJump: (path: string) => void
}) {
  const { t } = useTranslation('templates')
  const styles = useStyles()
  if (parseError)
    return (
      <Body1 role="alert" className={styles.path}>
        {t('errors.parse', { message: parseError })}
      </Body1>
    )
  if (!errors.length)
    return (
      <div className={styles.ok}>
        <CheckmarkCircleRegular />
        <Body1>{t('errors.none')}</Body1>
      </div>
    )
  return (
    <ul className={styles.list} aria-label={t('errors.title', { count: errors.length })}>
      {errors.map((e) => (
        <li key={`${e.path} ${e.message}`}>
          <Button
            appearance="subtle"
            className={styles.item}
            icon={<ErrorCircleRegular />}
            onClick={() => onJump(e.path)}
          >
            <span className={styles.path}>{e.path || '/'}</span>
            {e.message}
          </Button>
        </li>
      ))}
    </ul>
  )
}
