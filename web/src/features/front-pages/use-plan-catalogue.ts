import { useTranslation } from 'react-i18next'
import { useLoad } from '../../lib/use-load'
import { getPlanCatalogue, type CataloguePlan } from './public-api'

/** The service's plan catalogue and billing terms (GET /api/public/plans), with loading and error states. */
export function usePlanCatalogue() {
  const { t } = useTranslation('frontCheckout')
  return useLoad((signal) => getPlanCatalogue(signal), [], t('loadError'))
}

/** A plan's name in the reader's language (the pricing page's names). */
export function usePlanName() {
  const { t } = useTranslation('misc')
  return (plan: CataloguePlan['plan']) => t(`front.plans.${plan}.name`)
}
