import { useTranslation } from 'react-i18next'
import { PricingPlans } from '../../front-pages'
import { ExampleDialog } from './example-dialog'

/** Upgrade plan: the billing plan catalogue with its monthly / yearly switch, the same component as the pricing page. */
export function UpgradePlanDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('showcaseForms')
  return (
    <ExampleDialog title={t('dialogs.upgrade.title')} onClose={onClose} wide>
      <PricingPlans />
    </ExampleDialog>
  )
}
