import {
  Badge,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../components/section-card'
import { ConcessionPathView } from '../../analysis'
import { TalkTimeChart } from '../charts/talk-time-chart'
import type { ApiSchemas } from '../../../lib/api-client'
import { EvidenceList, EvidenceQuote } from '../evidence-quote'
import { Columns, Muted, Stack, SubHeading } from '../parts'

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  offers: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  amount: { fontWeight: tokens.fontWeightBold, fontSize: tokens.fontSizeBase400 },
})

export function NegotiationReport({ content: c }: { content: ApiSchemas['NegotiationContent'] }) {
  const { t, i18n } = useTranslation('reportKinds')
  const per = (p?: string | null) => (p ? ` ${t(`per.${p as 'unit'}`, { ns: 'analysis' })}` : '')
  const styles = useStyles()
  const money = (amount: number, currency: string) => {
    try {
      return new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(amount)
    } catch {
      return `${amount} ${currency}`
    }
  }
  return (
    <>
      <SectionCard title={t('negotiation.agreement')}>
        <span>
          <Badge size="large" appearance="filled" color={c.agreement.reached ? 'success' : 'warning'}>
            {c.agreement.reached ? t('negotiation.reached') : t('negotiation.notReached')}
          </Badge>
        </span>
        <EvidenceList evidence={c.agreement.evidence} />
      </SectionCard>
      <SectionCard title={t('negotiation.sides')}>
        <Columns>
          <TalkTimeChart shares={c.sides.map((s) => ({ speaker: s.speaker, sharePct: s.talkSharePct }))} />
          <div className={styles.scroll}>
            <Table size="small" aria-label={t('negotiation.sides')}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('overview.speaker')}</TableHeaderCell>
                  <TableHeaderCell>{t('overview.share')}</TableHeaderCell>
                  <TableHeaderCell>{t('negotiation.offers')}</TableHeaderCell>
                  <TableHeaderCell>{t('negotiation.concessions')}</TableHeaderCell>
                  <TableHeaderCell>{t('overview.questions')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {c.sides.map((s) => (
                  <TableRow key={s.speaker}>
                    <TableCell>{s.speaker}</TableCell>
                    <TableCell>{s.talkSharePct}%</TableCell>
                    <TableCell>{s.offers}</TableCell>
                    <TableCell>{s.concessions}</TableCell>
                    <TableCell>{s.questions}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </Columns>
      </SectionCard>
      <SectionCard title={t('negotiation.offerTimeline')}>
        {c.offers.length === 0 ? (
          <Muted>{t('none')}</Muted>
        ) : (
          <ol className={styles.offers}>
            {c.offers.map((o, i) => (
              <li key={i}>
                <span className={styles.amount}>
                  {money(o.amount, o.currency)}
                  {o.amountTo !== undefined ? ` – ${money(o.amountTo, o.currency)}` : ''}
                  {per(o.per)}
                </span>{' '}
                <Badge appearance="outline">{t(`negotiation.type.${o.type}`)}</Badge>
                <EvidenceQuote evidence={{ quote: o.quote, speaker: o.speaker, startMs: o.startMs }} />
              </li>
            ))}
          </ol>
        )}
      </SectionCard>
      {c.concessionPath && (
        <SectionCard title={t('path.title', { ns: 'analysis' })}>
          <ConcessionPathView path={c.concessionPath} />
        </SectionCard>
      )}
      {c.mentions && c.mentions.length > 0 && (
        <SectionCard title={t('mentions', { ns: 'analysis' })}>
          <ol className={styles.offers}>
            {c.mentions.map((o, i) => (
              <li key={i}>
                <span className={styles.amount}>
                  {money(o.amount, o.currency)}
                  {per(o.per)}
                </span>
                <EvidenceQuote evidence={{ quote: o.quote, speaker: o.speaker, startMs: o.startMs }} />
              </li>
            ))}
          </ol>
        </SectionCard>
      )}
      <SectionCard title={t('negotiation.movesTitle')}>
        <Columns>
          <Stack>
            <SubHeading>{t('negotiation.concessions')}</SubHeading>
            {c.concessions.length ? <EvidenceList evidence={c.concessions} max={5} /> : <Muted>{t('none')}</Muted>}
          </Stack>
          <Stack>
            <SubHeading>{t('overview.questions')}</SubHeading>
            {c.questions.length ? <EvidenceList evidence={c.questions} max={5} /> : <Muted>{t('none')}</Muted>}
          </Stack>
        </Columns>
      </SectionCard>
      <SectionCard title={t('negotiation.nextSteps')}>
        {c.nextSteps.length === 0 ? (
          <Muted>{t('none')}</Muted>
        ) : (
          c.nextSteps.map((a, i) => (
            <div key={i}>
              <strong>{a.owner}</strong>: {a.text}
              {a.due ? ` (${a.due})` : ''}
              <EvidenceQuote evidence={a.evidence} />
            </div>
          ))
        )}
      </SectionCard>
    </>
  )
}
