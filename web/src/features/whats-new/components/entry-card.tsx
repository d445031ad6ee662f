import { Badge, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components'
import { ArrowRightRegular, DeleteRegular } from '@fluentui/react-icons'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { SectionCard } from '../../../components/section-card'
import type { WhatsNewEntry } from '../api'
import { renderMarkdown } from '../render-markdown'

const useStyles = makeStyles({
  link: { alignSelf: 'flex-start' },
  meta: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  body: {
    lineHeight: tokens.lineHeightBase400,
    '& p': { margin: `0 0 ${tokens.spacingVerticalS}` },
    '& code': { fontFamily: tokens.fontFamilyMonospace },
  },
})

/** One entry: its date, tags and Markdown body (sanitized), with a link to the screen it concerns. */
export function EntryCard({ entry, onDelete }: { entry: WhatsNewEntry; onDelete?: () => void }) {
  const { t, i18n } = useTranslation('whatsNew')
  const styles = useStyles()
  const html = useMemo(() => renderMarkdown(entry.body), [entry.body])
  return (
    <SectionCard
      title={entry.title}
      action={
        onDelete && (
          <Button
            appearance="subtle"
            icon={<DeleteRegular />}
            aria-label={t('delete', { title: entry.title })}
            onClick={onDelete}
          />
        )
      }
    >
      <div className={styles.meta}>
        <Caption1>
          {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(entry.publishedAt))}
        </Caption1>
        {entry.unread && <Badge color="brand">{t('new')}</Badge>}
        {entry.tags.map((tag) => (
          <Badge key={tag} appearance="tint" color="informative">
            {tag}
          </Badge>
        ))}
      </div>
      {/* Sanitized by DOMPurify in renderMarkdown. */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
      {entry.link && (
        <Link href={entry.link} asChild>
          <Button className={styles.link} appearance="secondary" icon={<ArrowRightRegular />} iconPosition="after">
            {t('open')}
          </Button>
        </Link>
      )}
    </SectionCard>
  )
}
