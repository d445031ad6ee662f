import { Badge, Link as FluentLink } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { paths } from '../../../config/paths'
import { PageHeader } from '../../../components/page-header'
import type { ReportKind } from '../api'

interface ReportHeaderProps {
  title: string
  kind: ReportKind
  subject: string | null
  source: { type: 'meeting' | 'self-interview'; title: string; id?: string }
  createdAt: string
  /** Which engine analysed it: said in words a reader of a shared link understands. */
  engine: 'builtin' | 'llm'
  status?: ReactNode
  actions?: ReactNode
}

/** Title, kind, who it is about, where it comes from and when: shared by the signed-in and the public view. */
export function ReportHeader({ title, kind, subject, source, createdAt, engine, status, actions }: ReportHeaderProps) {
  const { t, i18n } = useTranslation('reports')
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' })
  // Signed in, the source opens (its meeting, or the self-interview with its answers); the public page has no id.
  const href = !source.id
    ? undefined
    : source.type === 'meeting'
      ? paths.meetings.detail.getHref({ id: source.id })
      : paths.selfInterviews.detail.getHref({ id: source.id })
  const sourceText = href ? (
    <Link href={href} asChild>
      <FluentLink>{source.title}</FluentLink>
    </Link>
  ) : (
    source.title
  )
  return (
    <PageHeader
      title={title}
      badge={
        <>
          <Badge appearance="outline" color="brand">
            {t(`kind.${kind}`)}
          </Badge>{' '}
          {status}
        </>
      }
      subtitle={
        <>
          {subject ? `${t('about', { subject })} · ` : ''}
          {t(`source.${source.type}`)}: {sourceText} · {date.format(new Date(createdAt))} ·{' '}
          <span data-testid="report-engine">{t(`analysedBy.${engine}`)}</span>
        </>
      }
      actions={actions}
    />
  )
}
