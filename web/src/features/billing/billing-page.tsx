import { Dropdown, Field, makeStyles, MessageBar, MessageBarBody, Option, tokens } from '@fluentui/react-components'
import { subject } from '@casl/ability'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearch } from 'wouter'
import { PageHeader } from '../../components/page-header'
import { EmptyState, ErrorState, LoadingState } from '../../components/screen-state'
import { useAppAbility } from '../../lib/ability'
import { useLoad } from '../../lib/use-load'
import { getBilling, listBillingOrganizations } from './api'
import { BillingProfileForm } from './components/billing-profile-form'
import { BudgetForm } from './components/budget-form'
import { InvoicesTable } from './components/invoices-table'
import { MovementsTable } from './components/movements-table'
import { PlanSummary } from './components/plan-summary'
import { TimeZoneForm } from './components/time-zone-form'
import { TopUpForm } from './components/top-up-form'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  picker: { maxWidth: '320px' },
})

/** /billing/billing: plan and balance, budget, the balance ledger and monthly invoices of one organization. */
export function BillingPage() {
  const { t } = useTranslation('billing')
  const styles = useStyles()
  const ability = useAppAbility()
  const [location, navigate] = useLocation()
  const search = new URLSearchParams(useSearch())
  // Readers of every organization (omc, superadmin) pick one; the choice stays in the URL.
  const everyOrg = ability.can('read', subject('Billing', { orgId: '00000000-0000-0000-0000-000000000000' }) as never)
  const orgs = useLoad(
    (signal) => (everyOrg ? listBillingOrganizations(signal) : Promise.resolve({ data: { organizations: [] } })),
    [everyOrg],
    t('loadFailed'),
  )
  const orgId = everyOrg ? (search.get('orgId') ?? orgs.data?.organizations[0]?.id) : undefined
  const [version, setVersion] = useState(0)
  const refresh = () => setVersion((v) => v + 1)
  const overview = useLoad(
    (signal) => (everyOrg && !orgId ? Promise.resolve({ data: undefined }) : getBilling(orgId, signal)),
    [orgId, everyOrg, version],
    t('loadFailed'),
  )
  const o = overview.data
  const canUpdate = o ? ability.can('update', subject('Billing', { orgId: o.orgId }) as never) : false
  const alerts = o?.budget.alerts ?? []
  return (
    <div className={styles.root}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {everyOrg && (orgs.data?.organizations.length ?? 0) > 0 && (
        <Field label={t('organization')} className={styles.picker}>
          <Dropdown
            value={orgs.data!.organizations.find((x) => x.id === orgId)?.name ?? ''}
            selectedOptions={orgId ? [orgId] : []}
            onOptionSelect={(_, d) =>
              d.optionValue && navigate(`${location}?orgId=${d.optionValue}`, { replace: true })
            }
          >
            {orgs.data!.organizations.map((x) => (
              <Option key={x.id} value={x.id}>
                {x.name}
              </Option>
            ))}
          </Dropdown>
        </Field>
      )}
      {alerts.length > 0 && o && (
        <MessageBar intent={alerts.includes(100) ? 'error' : 'warning'} data-budget-banner>
          <MessageBarBody>
            {t(alerts.includes(100) && o.budget.hardCap ? 'banner.capped' : 'banner.reached', {
              percent: Math.max(...alerts),
            })}
          </MessageBarBody>
        </MessageBar>
      )}
      {overview.error || orgs.error ? (
        <ErrorState message={overview.error ?? orgs.error ?? ''} onRetry={overview.reload} />
      ) : everyOrg && orgs.data && orgs.data.organizations.length === 0 ? (
        <EmptyState title={t('noOrganizations')} />
      ) : !o ? (
        <LoadingState />
      ) : (
        <>
          <PlanSummary overview={o} />
          {/* Keyed by the organization only: a save refreshes the figures, never the field being edited. */}
          {canUpdate && <BudgetForm key={o.orgId} overview={o} orgId={orgId} onSaved={refresh} />}
          <BillingProfileForm key={`profile-${o.orgId}`} orgId={orgId} canUpdate={canUpdate} />
          {canUpdate && <TimeZoneForm key={o.orgId} orgId={orgId} />}
          {ability.can('manage', 'all') && <TopUpForm orgId={o.orgId} onDone={refresh} />}
          <InvoicesTable orgId={orgId} canDraft={canUpdate} onDrafted={refresh} />
          <MovementsTable orgId={orgId} version={version} />
        </>
      )}
    </div>
  )
}
