import { Button, makeStyles, Subtitle2, tokens } from '@fluentui/react-components'
import { EditRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalS },
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(100px, max-content) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, overflowWrap: 'anywhere' },
})

/** One reviewed step: its title, an edit button that opens it, and its values as a definition list. */
export function ReviewSection({
  title,
  rows,
  onEdit,
}: {
  title: string
  rows: [string, string][]
  onEdit: () => void
}) {
  const { t } = useTranslation('showcaseGallery')
  const styles = useStyles()
  return (
    <section className={styles.section}>
      <div className={styles.head}>
        <Subtitle2 as="h3">{title}</Subtitle2>
        <Button
          appearance="subtle"
          size="small"
          icon={<EditRegular />}
          onClick={onEdit}
          aria-label={t('wizard.editStep', { step: title })}
        >
          {t('wizard.edit')}
        </Button>
      </div>
      <dl className={styles.list}>
        {rows.map(([term, value]) => [
          <dt key={`t-${term}`} className={styles.term}>
            {term}
          </dt>,
          <dd key={`d-${term}`} className={styles.value}>
            {value || '—'}
          </dd>,
        ])}
      </dl>
    </section>
  )
}
