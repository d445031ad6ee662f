import { Badge, type BadgeProps } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../components/section-card'
import { ScoreBars } from '../charts/score-bars'
import type { ApiSchemas } from '../../../lib/api-client'
import { chartedScores } from '../charted-scores'
import { CriterionList } from '../criterion-list'
import { Tile, Tiles } from '../parts'

type CompetenceContent = ApiSchemas['CompetenceContent']
type CompetenceLevel = CompetenceContent['competences'][number]['level']

const LEVEL_COLORS: Record<CompetenceLevel, BadgeProps['color']> = {
  'not-observed': 'subtle',
  developing: 'warning',
  proficient: 'brand',
  strong: 'success',
}

export function CompetenceReport({ content: c }: { content: CompetenceContent }) {
  const { t } = useTranslation('reportKinds')
  const levelOf = new Map(c.competences.map((x) => [`${x.sectionId}-${x.id}`, x.level]))
  return (
    <>
      <Tiles>
        <Tile label={t('competence.overall')} value={c.overallScore} score={c.overallScore} />
        {c.sections.map((s) => (
          <Tile key={s.id} label={s.title} value={s.score} score={s.score} hint={t('weight', { weight: s.weight })} />
        ))}
      </Tiles>
      <SectionCard title={t('competence.bars')}>
        <ScoreBars label={t('competence.bars')} items={chartedScores(c.competences)} />
      </SectionCard>
      <SectionCard title={t('competence.details')}>
        <CriterionList
          items={c.competences}
          extra={(x) => {
            const level = levelOf.get(`${x.sectionId}-${x.id}`) ?? 'not-observed'
            return (
              <Badge appearance="tint" color={LEVEL_COLORS[level]}>
                {t(`competence.level.${level}`)}
              </Badge>
            )
          }}
        />
      </SectionCard>
    </>
  )
}
