import { Badge, type BadgeProps } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '../../../components/section-card'
import { EvidenceCount } from '../../analysis'
import { TeamRoleRadar } from '../charts/team-role-radar'
import type { ApiSchemas } from '../../../lib/api-client'

import { EvidenceList } from '../evidence-quote'
import { Columns, Muted, Stack, SubHeading } from '../parts'

type BelbinContent = ApiSchemas['BelbinContent']
type Band = BelbinContent['roles'][number]['band']

const BAND_COLORS: Record<Band, BadgeProps['color']> = {
  preferred: 'success',
  manageable: 'informative',
  'least-preferred': 'subtle',
}

export function BelbinReport({ content: c }: { content: BelbinContent }) {
  const { t } = useTranslation('reportKinds')
  const roleList = (ids: string[]) => (ids.length ? ids.map((r) => t(`roles.${r as 'plant'}`)).join(', ') : t('none'))
  const sorted = [...c.roles].sort((a, b) => b.score - a.score)
  return (
    <>
      <SectionCard title={t('belbin.radar')}>
        <Muted>{t('belbin.label')}</Muted>
        <Columns>
          <TeamRoleRadar scores={Object.fromEntries(c.roles.map((r) => [r.role, r.score]))} />
          <Stack>
            <SubHeading>{t('belbin.band.preferred')}</SubHeading>
            <span>{roleList(c.preferred)}</span>
            <SubHeading>{t('belbin.band.manageable')}</SubHeading>
            <span>{roleList(c.manageable)}</span>
            <SubHeading>{t('belbin.band.least-preferred')}</SubHeading>
            <span>{roleList(c.leastPreferred)}</span>
            {/* The disclaimer in the reader's language (the engine writes it in the transcript's). */}
            {c.note && <Muted>{t('belbinNote')}</Muted>}
          </Stack>
        </Columns>
      </SectionCard>
      <SectionCard title={t('belbin.evidence')}>
        <Columns>
          {sorted.map((r) => (
            <Stack key={r.role}>
              <SubHeading>
                {t(`roles.${r.role}`)}
                {r.enoughEvidence === false ? '' : ` · ${r.score}`}{' '}
                <Badge appearance="tint" color={BAND_COLORS[r.band]}>
                  {t(`belbin.band.${r.band}`)}
                </Badge>
              </SubHeading>
              <EvidenceCount count={r.evidenceCount} enough={r.enoughEvidence} />
              {r.evidence.length ? <EvidenceList evidence={r.evidence} max={2} /> : <Muted>{t('none')}</Muted>}
            </Stack>
          ))}
        </Columns>
      </SectionCard>
    </>
  )
}
