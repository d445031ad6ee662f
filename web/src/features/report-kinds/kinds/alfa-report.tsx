import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../components/section-card'
import { ScoreBars } from '../charts/score-bars'
import type { ApiSchemas } from '../../../lib/api-client'
import { CriterionList } from '../criterion-list'
import { Tile, Tiles } from '../parts'

export function AlfaReport({ content: c }: { content: ApiSchemas['AlfaContent'] }) {
  const { t } = useTranslation('reportKinds')
  return (
    <>
      <Tiles>
        <Tile label={t('alfa.total')} value={c.totalScore} score={c.totalScore} />
        <Tile
          label={t('subject')}
          value={c.subject}
          hint={t(`source.${c.templateSource === 'organization' ? 'organization' : 'default'}`)}
        />
      </Tiles>
      <SectionCard title={t('alfa.sections')}>
        <ScoreBars label={t('alfa.sections')} items={c.sections.map((s) => ({ label: s.title, score: s.score }))} />
      </SectionCard>
      {c.sections.map((s) => (
        <SectionCard key={s.id} title={`${s.title} · ${s.score}`}>
          <CriterionList items={s.criteria} />
        </SectionCard>
      ))}
    </>
  )
}
