import { ArrowDownRegular, ArrowRightRegular, ArrowUpRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../components/section-card'
import { ScoreBars } from '../charts/score-bars'
import { TeamRoleRadar } from '../charts/team-role-radar'
import { TrendChart } from '../charts/trend-chart'
import type { ApiSchemas } from '../../../lib/api-client'
import { EvidenceList } from '../evidence-quote'
import { Bullets, Columns, Muted, Stack, SubHeading, Tile, Tiles } from '../parts'

const TREND_ICONS = { up: <ArrowUpRegular />, down: <ArrowDownRegular />, flat: <ArrowRightRegular /> }

export function DigitalProfileReport({ content: c }: { content: ApiSchemas['DigitalProfileContent'] }) {
  const { t } = useTranslation('reportKinds')
  const timeline = c.timeline.filter((p) => p.score !== null).map((p) => ({ date: p.createdAt, score: p.score }))
  return (
    <>
      <Tiles>
        <Tile label={t('subject')} value={c.subject} />
        <Tile label={t('profile.reportsAnalyzed')} value={c.reportsAnalyzed} />
      </Tiles>
      <SectionCard title={t('profile.traits')}>
        <ScoreBars label={t('profile.traits')} items={c.traits.map((x) => ({ label: x.name, score: x.score }))} />
        <Columns>
          {c.traits.map((x) => (
            <Stack key={x.name}>
              <SubHeading>
                {x.name} · {x.score} {TREND_ICONS[x.trend]}
              </SubHeading>
              <Muted>
                {t('profile.samples', { count: x.samples })} · {t(`profile.trend.${x.trend}`)}
              </Muted>
              <EvidenceList evidence={x.evidence} max={1} />
            </Stack>
          ))}
        </Columns>
      </SectionCard>
      <SectionCard title={t('profile.development')}>
        <Columns>
          <Stack>
            <SubHeading>{t('charts.trend')}</SubHeading>
            {timeline.length ? (
              <TrendChart rows={timeline} series={[{ key: 'score', label: t('profile.score') }]} />
            ) : (
              <Muted>{t('none')}</Muted>
            )}
          </Stack>
          <Stack>
            <SubHeading>{t('charts.teamRoles')}</SubHeading>
            <TeamRoleRadar scores={Object.fromEntries(c.teamRoles.map((r) => [r.role, r.score]))} />
          </Stack>
        </Columns>
      </SectionCard>
      <SectionCard title={t('strengths')}>
        <Bullets items={c.strengths} empty={t('none')} />
      </SectionCard>
    </>
  )
}
