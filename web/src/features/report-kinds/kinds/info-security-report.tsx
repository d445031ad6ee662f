import {
  Badge,
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
import { RiskGauge } from '../charts/risk-gauge'
import type { ApiSchemas } from '../../../lib/api-client'
import { EvidenceQuote } from '../evidence-quote'
import { Bullets, Columns, Muted, Stack, SubHeading, Tile, Tiles } from '../parts'

const useStyles = makeStyles({ scroll: { overflowX: 'auto' } })

export function InfoSecurityReport({ content: c }: { content: ApiSchemas['InfoSecurityContent'] }) {
  const { t } = useTranslation('reportKinds')
  const styles = useStyles()
  const counts = Object.entries(c.counts).filter(([, n]) => n > 0)
  // In the reader's language where the engine named the advice; as written otherwise (older reports, the LLM).
  const advice = c.recommendations.map((text, i) => {
    const key = c.adviceKeys?.[i]
    return key ? t(`advice.${key}` as 'advice.secret', { defaultValue: text }) : text
  })
  return (
    <>
      <SectionCard title={t('infoSec.risk')}>
        <Columns>
          <RiskGauge score={c.riskScore} level={c.riskLevel} />
          <Stack>
            <SubHeading>{t('infoSec.counts')}</SubHeading>
            {counts.length === 0 ? (
              <Muted>{t('infoSec.noFindings')}</Muted>
            ) : (
              <Tiles>
                {counts.map(([type, n]) => (
                  <Tile key={type} label={t(`infoSec.type.${type}`, { defaultValue: type })} value={n} />
                ))}
              </Tiles>
            )}
            <SubHeading>{t('infoSec.recommendations')}</SubHeading>
            <Bullets items={advice} empty={t('none')} />
          </Stack>
        </Columns>
      </SectionCard>
      <SectionCard title={t('infoSec.findings', { count: c.findings.length })}>
        {c.findings.length === 0 ? (
          <Muted>{t('infoSec.noFindings')}</Muted>
        ) : (
          <div className={styles.scroll}>
            <Table size="small" aria-label={t('infoSec.findings', { count: c.findings.length })}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('infoSec.typeColumn')}</TableHeaderCell>
                  <TableHeaderCell>{t('infoSec.masked')}</TableHeaderCell>
                  <TableHeaderCell>{t('infoSec.context')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {c.findings.map((f, i) => (
                  <TableRow key={i}>
                    <TableCell>
                      <Badge appearance="tint" color="danger">
                        {t(`infoSec.type.${f.type}`, { defaultValue: f.type })}
                      </Badge>
                    </TableCell>
                    <TableCell>
                      <code>{f.masked}</code>
                    </TableCell>
                    <TableCell>
                      <EvidenceQuote evidence={{ quote: f.quote, speaker: f.speaker, startMs: f.startMs }} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </SectionCard>
    </>
  )
}
