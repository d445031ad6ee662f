import { useTranslation } from 'react-i18next'
import type { ScreenProps } from '../../lib/routing/route-types'
import { PageHeader } from '../../components/page-header'
import { useLoad } from '../../lib/use-load'
import { AcademyDashboard } from './academy-dashboard'
import { AnalyticsDashboard } from './analytics-dashboard'
import { getAcademy, getAnalytics, getCrm, getEcommerce, getLogistics } from './api'
import { CrmDashboard } from './crm-dashboard'
import { EcommerceDashboard } from './ecommerce-dashboard'
import { LogisticsDashboard } from './logistics-dashboard'

/** /dashboards/*: each dashboard opens with one request to its aggregate endpoint; each widget shows its own state. */
export function DashboardPage({ route }: ScreenProps) {
  const { t } = useTranslation('dashboards')
  const { t: tr } = useTranslation('routes')
  const header = <PageHeader title={tr(route.titleKey)} subtitle={t('subtitle')} />
  const which = route.titleKey.split('.')[1]
  const error = t('loadFailed')
  switch (which) {
    case 'crm':
      return <CrmView header={header} error={error} />
    case 'ecommerce':
      return <EcommerceView header={header} error={error} />
    case 'academy':
      return <AcademyView header={header} error={error} />
    case 'logistics':
      return <LogisticsView header={header} error={error} />
    default:
      return <AnalyticsView header={header} error={error} />
  }
}

type ViewProps = { header: React.ReactNode; error: string }
const AnalyticsView = ({ header, error }: ViewProps) => (
  <AnalyticsDashboard header={header} loaded={useLoad(getAnalytics, [], error)} />
)
const CrmView = ({ header, error }: ViewProps) => <CrmDashboard header={header} loaded={useLoad(getCrm, [], error)} />
const EcommerceView = ({ header, error }: ViewProps) => (
  <EcommerceDashboard header={header} loaded={useLoad(getEcommerce, [], error)} />
)
const AcademyView = ({ header, error }: ViewProps) => (
  <AcademyDashboard header={header} loaded={useLoad(getAcademy, [], error)} />
)
const LogisticsView = ({ header, error }: ViewProps) => (
  <LogisticsDashboard header={header} loaded={useLoad(getLogistics, [], error)} />
)
