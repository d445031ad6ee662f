import { Link as FluentLink, MessageBar, MessageBarBody } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { Link, useSearch } from 'wouter'
import { paths } from '../../config/paths'
import { readPlanChoice } from './checkout-handoff'
import { usePlanName } from './use-plan-catalogue'

/** On /register after the payment or checkout page: the plan the new organization will start on, and how it pays. */
export function PlanChoiceNotice() {
  const { t } = useTranslation('frontCheckout')
  const planName = usePlanName()
  const search = useSearch()
  const choice = readPlanChoice(search)
  if (!choice) return null
  return (
    <MessageBar intent="info" layout="multiline" data-testid="plan-choice">
      <MessageBarBody>
        {t('register.chosen', { plan: planName(choice.plan), cycle: t(`cycle.word.${choice.cycle}`) })}{' '}
        <Link href={`${paths.frontPages.payment.getHref()}?${search}`} asChild>
          <FluentLink inline>{t('register.change')}</FluentLink>
        </Link>
      </MessageBarBody>
    </MessageBar>
  )
}
