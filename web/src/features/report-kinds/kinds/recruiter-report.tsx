import { Badge, type BadgeProps } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../components/section-card'
import { ScoreBars } from '../charts/score-bars'
import type { ApiSchemas } from '../../../lib/api-client'
import { chartedScores } from '../charted-scores'
import { CriterionList } from '../criterion-list'
import { Bullets, Columns, Stack, SubHeading, Tile, Tiles } from '../parts'

type RecruiterContent = ApiSchemas['RecruiterContent']
type Recommendation = RecruiterContent['recommendation']

const RECOMMENDATION_COLORS: Record<Recommendation, BadgeProps['color']> = {
  'strong-yes': 'success',
  yes: 'success',
  maybe: 'warning',
  no: 'danger',
  'not-enough-evidence': 'informative',
}

export function RecruiterReport({ content: c }: { content: RecruiterContent }) {
  const { t } = useTranslation('reportKinds')
  return (
    <>
      <Tiles>
        <Tile label={t('recruiter.overall')} value={c.overallScore} score={c.overallScore} />
        <Tile
          label={t('recruiter.recommendation')}
          value={
            <Badge size="extra-large" appearance="filled" color={RECOMMENDATION_COLORS[c.recommendation]}>
              {t(`recruiter.rec.${c.recommendation}`)}
            </Badge>
          }
        />
        <Tile label={t('recruiter.confidence')} value={`${Math.round(c.confidence * 100)}%`} />
        <Tile
          label={t('subject')}
          value={c.subject}
          hint={t(`source.${c.rubricSource === 'organization' ? 'organization' : 'default'}`)}
        />
      </Tiles>
      <SectionCard title={t('recruiter.scorecard')}>
        <ScoreBars label={t('recruiter.scorecard')} items={chartedScores(c.scorecard)} />
        <CriterionList items={c.scorecard} />
      </SectionCard>
      <SectionCard title={t('recruiter.verdict')}>
        <Columns>
          <Stack>
            <SubHeading>{t('strengths')}</SubHeading>
            <Bullets items={c.strengths} empty={t('none')} />
          </Stack>
          <Stack>
            <SubHeading>{t('recruiter.concerns')}</SubHeading>
            <Bullets items={c.concerns} empty={t('none')} />
          </Stack>
        </Columns>
      </SectionCard>
    </>
  )
}
