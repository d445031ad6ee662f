import { Badge, Body1, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components'
import { EditRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { SectionCard } from '../../components/section-card'
import { paths } from '../../config/paths'
import { useAppAbility } from '../../lib/ability'
import { useLoad } from '../../lib/use-load'
import { getTemplate, listKindTemplates, type TemplateKind } from './api'
import { hasSections, shares } from './visual/visual-model'

const KIND_OF_REPORT: Record<string, TemplateKind> = {
  recruiter: 'rubric',
  competence: 'competence-model',
  alfa: 'report-template',
}

const useStyles = makeStyles({
  sections: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
})

/**
 * On a report kind's template screen: the organization's own published template (what its analyses use), with
 * a link to edit it; or a note that the built-in default below applies.
 */
export function OrgTemplateCard({ reportKind }: { reportKind: string }) {
  const { t } = useTranslation('templates')
  const styles = useStyles()
  const ability = useAppAbility()
  const kind = KIND_OF_REPORT[reportKind]
  const active = useLoad(
    async (signal) => {
      if (!kind) return { data: null }
      const list = await listKindTemplates(kind, signal)
      const found = list.data?.templates.find((x) => x.active)
      if (!found) return list.data ? { data: null } : list
      return getTemplate(found.id, signal)
    },
    [kind],
    t('loadError'),
  )
  if (!kind || active.loading || active.error) return null
  const tpl = active.data
  if (!tpl)
    return (
      <SectionCard title={t('orgTemplate.defaultTitle')}>
        <Body1>{t('orgTemplate.defaultBody')}</Body1>
      </SectionCard>
    )
  const doc = tpl.document
  const version = tpl.publishedVersion ?? tpl.latest.version
  return (
    <SectionCard
      title={
        <>
          {t('orgTemplate.title', { name: tpl.name })}{' '}
          <Badge appearance="tint" color="success">
            {t('orgTemplate.version', { version })}
          </Badge>
        </>
      }
      action={
        ability.can('update', 'Template') && (
          <Link href={`${paths.jsonBuilder.visual.getHref()}?id=${tpl.id}`} asChild>
            <Button icon={<EditRegular />}>{t('orgTemplate.edit')}</Button>
          </Link>
        )
      }
    >
      <Caption1>{t('orgTemplate.hint')}</Caption1>
      {hasSections(doc) && (
        <div className={styles.sections}>
          {doc.sections.map((s) => {
            const share = shares(s)
            return (
              <div key={s.id}>
                <Body1 as="h3">{s.title}</Body1>
                <ul className={styles.list}>
                  {s.criteria.map((c, i) => (
                    <li key={c.id}>{`${c.title} · ${Math.round(share[i] ?? 0)}%`}</li>
                  ))}
                </ul>
              </div>
            )
          })}
        </div>
      )}
    </SectionCard>
  )
}
