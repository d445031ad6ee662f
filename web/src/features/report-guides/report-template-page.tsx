import { Badge, Body1, Button, makeStyles, tokens } from '@fluentui/react-components'
import { DocumentDismissRegular, DocumentSearchRegular, SparkleRegular } from '@fluentui/react-icons'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { ScreenProps } from '../../lib/routing/route-types'
import { EmptyState } from '../../components/screen-state'
import { PageHeader } from '../../components/page-header'
import { SectionCard } from '../../components/section-card'
import { CriterionScoring } from './components/criterion-scoring'
import { useLoad } from '../../lib/use-load'
import { getReportExample } from './api'
import { KindLinks } from './components/kind-links'
import { ModelCard } from './components/model-card'
import { RiskTable } from './components/risk-table'
import { RoleCues } from './components/role-cues'
import { SampleReportCard } from './components/sample-report-card'
import { SectionGuide } from './components/section-guide'
import { SectionOutline } from './components/section-outline'
import {
  guideForTitleKey,
  KIND_GUIDES,
  OVERVIEW_SECTION,
  sectionsOf,
  type KindGuide,
  type SectionExtra,
  type SectionSpec,
} from './kind-catalogue'
import { useCanOpen } from './use-can-open'
import { OrgTemplateCard } from '../templates'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1200px',
    width: '100%',
    margin: '0 auto',
  },
  intro: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(340px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  engine: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  engineIcon: { fontSize: '28px', flexShrink: 0, color: tokens.colorBrandForeground1 },
  icon: { fontSize: '40px', color: tokens.colorNeutralForeground3 },
})

const EXTRAS: Record<SectionExtra, ComponentType> = {
  criterionScoring: CriterionScoring,
  riskTable: RiskTable,
  roleCues: RoleCues,
}

/** /reports-template/*: a kind's layout, section by section, with what each measures and how it is derived. */
export function ReportTemplatePage({ route }: ScreenProps) {
  const guide = guideForTitleKey(route.titleKey)
  const styles = useStyles()
  const { t } = useTranslation('reportGuides')
  if (!guide)
    return (
      <div className={styles.root}>
        <EmptyState icon={<DocumentDismissRegular className={styles.icon} />} title={t('example.unknownKind')} />
      </div>
    )
  return <TemplateView guide={guide} />
}

function TemplateView({ guide }: { guide: KindGuide }) {
  const { t } = useTranslation('reportGuides')
  const styles = useStyles()
  const canOpen = useCanOpen()
  const sections = sectionsOf(guide)
  const prefixOf = (s: SectionSpec) => (s === OVERVIEW_SECTION ? 'sections' : `sections.${guide.key}`)
  const examplePage = guide.example && canOpen(guide.example.path) ? guide.example : null
  const siblings = KIND_GUIDES.filter((g) => g.template && canOpen(g.template.path)).map((g) => ({
    key: g.key,
    href: g.template!.getHref(),
    label: t(`kinds.${g.key}.name`),
    current: g.key === guide.key,
  }))
  const model = guide.model
  // Loaded once for what the page reads from the service: the default model's structure, or the sample report of a
  // kind that has no example page.
  const needsExample = Boolean(model || !guide.example)
  const example = useLoad(
    (signal) => (needsExample ? getReportExample(guide.kind, signal) : Promise.resolve({ data: undefined })),
    [guide.kind, needsExample],
    t('example.loadError'),
  )

  return (
    <div className={styles.root}>
      <PageHeader
        title={t('template.title', { kind: t(`kinds.${guide.key}.name`) })}
        badge={
          <Badge appearance="tint" color="brand">
            {t('template.badge')}
          </Badge>
        }
        subtitle={t(`kinds.${guide.key}.intro`)}
        actions={
          examplePage && (
            <Link href={examplePage.getHref()} asChild>
              <Button appearance="primary" icon={<DocumentSearchRegular />}>
                {t('template.openExample')}
              </Button>
            </Link>
          )
        }
      />
      <KindLinks label={t('template.others')} items={siblings} />
      <div className={styles.intro}>
        <SectionOutline sections={sections} prefixOf={prefixOf} />
        <SectionCard title={t('template.engineTitle')}>
          <div className={styles.engine}>
            <SparkleRegular className={styles.engineIcon} />
            <Body1>{t('template.engineBody')}</Body1>
          </div>
        </SectionCard>
      </div>
      {model && <OrgTemplateCard reportKind={guide.kind} />}
      {model && <ModelCard model={model} example={example} />}
      {sections.map((s, i) => {
        const Extra = s.extra ? EXTRAS[s.extra] : null
        return <SectionGuide key={s.id} n={i + 1} prefix={prefixOf(s)} section={s} extra={Extra && <Extra />} />
      })}
      {!guide.example && <SampleReportCard example={example} />}
    </div>
  )
}
