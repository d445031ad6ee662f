import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../components/section-card'
import { ScoreBars } from '../charts/score-bars'
import type { ApiSchemas } from '../../../lib/api-client'
import { EvidenceList, EvidenceQuote } from '../evidence-quote'
import { Columns, Muted, Stack, SubHeading, Tile, Tiles } from '../parts'

const useStyles = makeStyles({ scroll: { overflowX: 'auto' } })
const BEHAVIOURS = ['paraphrases', 'clarifyingQuestions', 'acknowledgements', 'interruptions'] as const

export function ActiveAnalysisReport({ content: c }: { content: ApiSchemas['ActiveAnalysisContent'] }) {
  const { t } = useTranslation('reportKinds')
  const styles = useStyles()
  return (
    <>
      <Tiles>
        <Tile label={t('active.overall')} value={c.overallScore} score={c.overallScore} />
        {c.speakers.map((s) => (
          <Tile
            key={s.speaker}
            label={s.speaker}
            value={s.score}
            score={s.score}
            hint={t('active.share', { pct: s.talkSharePct })}
          />
        ))}
      </Tiles>
      <SectionCard title={t('active.bySpeaker')}>
        <ScoreBars
          label={t('active.bySpeaker')}
          items={c.speakers.map((s) => ({ label: s.speaker, score: s.score }))}
        />
        <div className={styles.scroll}>
          <Table size="small" aria-label={t('active.bySpeaker')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('overview.speaker')}</TableHeaderCell>
                {BEHAVIOURS.map((b) => (
                  <TableHeaderCell key={b}>{t(`active.${b}`)}</TableHeaderCell>
                ))}
                <TableHeaderCell>{t('overview.questions')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {c.speakers.map((s) => (
                <TableRow key={s.speaker}>
                  <TableCell>{s.speaker}</TableCell>
                  {BEHAVIOURS.map((b) => (
                    <TableCell key={b}>{s[b].count}</TableCell>
                  ))}
                  <TableCell>{s.questions}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </SectionCard>
      <SectionCard title={t('active.best')}>
        {c.bestExample ? <EvidenceQuote evidence={c.bestExample} /> : <Muted>{t('none')}</Muted>}
      </SectionCard>
      <SectionCard title={t('active.evidence')}>
        <Columns>
          {BEHAVIOURS.map((b) => {
            const evidence = c.speakers.flatMap((s) => s[b].evidence)
            return (
              <Stack key={b}>
                <SubHeading>{t(`active.${b}`)}</SubHeading>
                {evidence.length ? <EvidenceList evidence={evidence} max={3} /> : <Muted>{t('none')}</Muted>}
              </Stack>
            )
          })}
        </Columns>
      </SectionCard>
    </>
  )
}
