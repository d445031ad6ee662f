import { Badge, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../components/section-card'
import { ScoreBars } from '../charts/score-bars'
import type { ApiSchemas } from '../../../lib/api-client'
import { EvidenceList, EvidenceQuote } from '../evidence-quote'
import { Bullets, Columns, Muted, Stack, SubHeading, Tile, Tiles } from '../parts'

const useStyles = makeStyles({
  answers: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  answer: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, breakInside: 'avoid' },
})

export function SelfReport({ content: c }: { content: ApiSchemas['SelfContent'] }) {
  const { t } = useTranslation('reportKinds')
  const styles = useStyles()
  const claims = [
    { key: 'coverage', claim: c.coverage },
    { key: 'clarity', claim: c.clarity },
    { key: 'consistency', claim: c.consistency },
  ] as const
  return (
    <>
      <Tiles>
        {claims.map(({ key, claim }) => (
          <Tile key={key} label={t(`self.${key}`)} value={claim.score} score={claim.score} />
        ))}
        <Tile label={t('self.answered')} value={`${c.coverage.answered}/${c.coverage.prompts}`} />
      </Tiles>
      <SectionCard title={t('self.scores')}>
        <ScoreBars
          label={t('self.scores')}
          items={claims.map(({ key, claim }) => ({ label: t(`self.${key}`), score: claim.score }))}
        />
        <Columns>
          {claims.map(({ key, claim }) => (
            <Stack key={key}>
              <SubHeading>{t(`self.${key}`)}</SubHeading>
              <Muted>{claim.rationale}</Muted>
              <EvidenceList evidence={claim.evidence} max={2} />
            </Stack>
          ))}
        </Columns>
      </SectionCard>
      <SectionCard title={t('self.answers')}>
        <ol className={styles.answers}>
          {c.answers.map((a, i) => (
            <li key={i} className={styles.answer}>
              {a.prompt ? <EvidenceQuote evidence={a.prompt} /> : <Muted>{t('self.noPrompt')}</Muted>}
              <span>
                <Badge appearance="tint" color={a.answered ? 'success' : 'danger'}>
                  {a.answered ? t('self.answeredBadge') : t('self.unanswered')}
                </Badge>{' '}
                <Muted>{t('self.words', { count: a.words })}</Muted>
              </span>
              <EvidenceList evidence={a.evidence} max={1} />
            </li>
          ))}
        </ol>
      </SectionCard>
      <SectionCard title={t('self.feedback')}>
        <Columns>
          <Stack>
            <SubHeading>{t('strengths')}</SubHeading>
            <Bullets items={c.strengths} empty={t('none')} />
          </Stack>
          <Stack>
            <SubHeading>{t('self.improvements')}</SubHeading>
            <Bullets items={c.improvements} empty={t('none')} />
          </Stack>
        </Columns>
      </SectionCard>
    </>
  )
}
