import {
  Badge,
  Body1,
  Button,
  Link as FluentLink,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { canOpen } from '../../lib/routing/guard'
import { useRouteTable } from '../../lib/routing/route-table'
import { PageHeader } from '../../components/page-header'
import { paths } from '../../config/paths'
import { SectionCard } from '../../components/section-card'
import { canDo, useAppAbility } from '../../lib/ability'
import { abilityRulesAtom, userDataAtom } from '../../lib/session-atoms'
import { ruleParts } from './rule-words'

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1200px',
    width: '100%',
    margin: '0 auto',
  },
  scroll: { overflowX: 'auto' },
  words: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  screens: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingVerticalXS,
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalL,
  },
})

/** /access: the signed-in person's role, organization, the rules the service sent at sign-in, and the screens they open. */
export function AccessPage() {
  const { t } = useTranslation('access')
  const styles = useStyles()
  const user = useAtomValue(userDataAtom)
  const rules = useAtomValue(abilityRulesAtom)
  const ability = useAppAbility()
  const routes = useRouteTable()
  const screens = useMemo(
    () =>
      routes.filter(
        (r) => !r.public && !r.path.includes(':') && r.path !== '*' && canOpen(r, (p) => canDo(ability, p)),
      ),
    [ability, routes],
  )
  const words = (r: (typeof rules)[number]) => {
    const p = ruleParts(r)
    return (
      t(p.inverted ? 'words.cannot' : 'words.can', {
        actions: p.actions.map((a) => t(`action.${a}` as 'action.read', { defaultValue: a })).join(', '),
        subjects: p.subjects.join(', '),
      }) + (p.limits.length ? ` ${t('words.when', { limits: p.limits.join('; ') })}` : '')
    )
  }
  return (
    <div className={styles.root}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        badge={
          user && (
            <Badge appearance="tint" color="brand">
              {user.role}
            </Badge>
          )
        }
        actions={
          <Link href={paths.access.control.getHref()} asChild>
            <Button>{t('openControl')}</Button>
          </Link>
        }
      />
      <SectionCard title={t('who')}>
        <Body1>
          {t('whoBody', { name: user?.fullName ?? '', role: user?.role ?? '', org: user?.orgName ?? t('noOrg') })}
        </Body1>
      </SectionCard>
      <SectionCard title={t('inWords')}>
        <ul className={styles.words}>
          {rules.map((r, i) => (
            <li key={i}>
              <Body1>{words(r)}</Body1>
            </li>
          ))}
        </ul>
      </SectionCard>
      <SectionCard title={t('rules')}>
        <div className={styles.scroll}>
          <Table aria-label={t('rules')} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('col.action')}</TableHeaderCell>
                <TableHeaderCell>{t('col.subject')}</TableHeaderCell>
                <TableHeaderCell>{t('col.conditions')}</TableHeaderCell>
                <TableHeaderCell>{t('col.inverted')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rules.map((r, i) => {
                const p = ruleParts(r)
                return (
                  <TableRow key={i}>
                    <TableCell>{p.actions.join(', ')}</TableCell>
                    <TableCell>{p.subjects.join(', ')}</TableCell>
                    <TableCell>{p.limits.join('; ') || '—'}</TableCell>
                    <TableCell>{p.inverted ? t('yes') : t('no')}</TableCell>
                  </TableRow>
                )
              })}
            </TableBody>
          </Table>
        </div>
      </SectionCard>
      <SectionCard title={t('screens', { count: screens.length })}>
        <ul className={styles.screens} aria-label={t('screens', { count: screens.length })}>
          {screens.map((r) => (
            <li key={r.path}>
              <Link href={r.path} asChild>
                <FluentLink>{t(r.titleKey, { ns: 'routes' })}</FluentLink>
              </Link>
            </li>
          ))}
        </ul>
      </SectionCard>
    </div>
  )
}
