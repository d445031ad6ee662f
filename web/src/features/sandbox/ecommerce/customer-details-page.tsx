import { Avatar, Badge, Card, makeStyles, Subtitle1, Tab, TabList, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import type { ScreenProps } from '../../../lib/routing/route-types'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { useLoad } from '../../../lib/use-load'
import { below } from '../../../theme/breakpoints'
import { SandboxPage } from '../shared/sandbox-page'
import { CustomerTabs, CUSTOMER_TABS, type CustomerTab } from './customer-tabs'
import { DetailsList } from './details-list'
import { getCustomer } from './ecommerce-api'
import { formatMoney } from './money'

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(260px, 1fr) 2fr',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    [below('md')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  profile: {
    alignItems: 'center',
    textAlign: 'center',
    padding: tokens.spacingHorizontalXL,
    gap: tokens.spacingVerticalM,
  },
  tabs: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  tabList: { overflowX: 'auto' },
})

/** /apps/ecommerce/customer/details/{id}[/{tab}]: the customer card and the tabs; the tab is in the address, so it survives a reload. */
export function CustomerDetailsPage({ params }: ScreenProps) {
  const { t, i18n } = useTranslation('ecommerce')
  const styles = useStyles()
  const [, navigate] = useLocation()
  const id = Number(params.id)
  const tab: CustomerTab = CUSTOMER_TABS.includes(params.tab as CustomerTab) ? (params.tab as CustomerTab) : 'overview'
  const valid = Number.isInteger(id) && id > 0
  const customer = useLoad(
    (signal) =>
      valid
        ? getCustomer(id, signal)
        : Promise.resolve({ data: undefined, response: new Response(null, { status: 404 }) }),
    [id],
    t('loadError'),
  )
  const back = <Link href="/apps/ecommerce/customer/list">{t('customers.back')}</Link>
  if (!valid || customer.notFound)
    return (
      <SandboxPage title={t('customers.detailTitle')}>
        <EmptyState title={t('customers.notFound')} action={back} />
      </SandboxPage>
    )
  if (customer.error)
    return (
      <SandboxPage title={t('customers.detailTitle')}>
        <ErrorState message={customer.error} onRetry={customer.reload} />
      </SandboxPage>
    )
  const c = customer.data
  if (!c)
    return (
      <SandboxPage title={t('customers.detailTitle')}>
        <LoadingState />
      </SandboxPage>
    )
  return (
    <SandboxPage title={c.customer} subtitle={t('customers.idLabel', { id: c.customerId })} actions={back}>
      <div className={styles.layout}>
        <Card className={styles.profile}>
          <Avatar name={c.customer} size={96} color="colorful" />
          <Subtitle1 as="h2">{c.customer}</Subtitle1>
          <Badge appearance="tint" color={c.status === 'Active' ? 'success' : 'danger'}>
            {t(`customers.status.${c.status === 'Active' ? 'Active' : 'Inactive'}`)}
          </Badge>
          <DetailsList
            rows={[
              [t('customers.orders'), String(c.order)],
              [t('customers.totalSpent'), formatMoney(c.totalSpent, i18n.language)],
              [t('customers.email'), c.email],
              [t('customers.contact'), c.contact],
              [t('customers.country'), c.country],
            ]}
          />
        </Card>
        <div className={styles.tabs}>
          <TabList
            className={styles.tabList}
            selectedValue={tab}
            aria-label={t('customers.tabsLabel')}
            onTabSelect={(_, d) => navigate(`/apps/ecommerce/customer/details/${id}/${String(d.value)}`)}
          >
            {CUSTOMER_TABS.map((name) => (
              <Tab key={name} value={name}>
                {t(`customers.tabs.${name}`)}
              </Tab>
            ))}
          </TabList>
          <div role="tabpanel" aria-label={t(`customers.tabs.${tab}`)}>
            <CustomerTabs tab={tab} customer={c} />
          </div>
        </div>
      </div>
    </SandboxPage>
  )
}
