import {
  Body1,
  Button,
  Card,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Subtitle1,
  Title1,
  tokens,
} from '@fluentui/react-components'
import { ArrowRightRegular } from '@fluentui/react-icons'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearch } from 'wouter'
import { ErrorState, LoadingState } from '../../components/screen-state'
import { EMPTY_CONTACT, isValid, validateContact, type BillingContact, type ContactErrors } from './billing-contact'
import { BillingContactFields } from './billing-contact-fields'
import { isSelfServe, keepContact, readPlanChoice, registerHref } from './checkout-handoff'
import { FrontFrame } from './front-frame'
import { useFrontText } from './front-text'
import { orderOf } from './order-math'
import { OrderSummary } from './order-summary'
import { CyclePicker, PlanPicker } from './plan-picker'
import type { BillingCycle, PlanCatalogue } from './public-api'
import { usePlanCatalogue } from './use-plan-catalogue'
import { below } from '../../theme/breakpoints'

export const useCheckoutStyles = makeStyles({
  head: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalXXL,
  },
  lead: { maxWidth: '640px', color: tokens.colorNeutralForeground2 },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 380px',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
    [below('md')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalL },
  cardHead: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
  sticky: {
    position: 'sticky',
    top: tokens.spacingVerticalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  action: { width: '100%' },
})

/** The first self-serve plan named by `?plan=`, else team (the pricing page's highlighted plan) when offered. */
export function initialPlan(catalogue: PlanCatalogue, search: string) {
  const wanted = readPlanChoice(search)?.plan ?? 'team'
  return (
    catalogue.plans.find((p) => p.plan === wanted && p.selfServe)?.plan ??
    catalogue.plans.find((p) => p.selfServe)?.plan ??
    'basic'
  )
}

function PaymentForm({ catalogue }: { catalogue: PlanCatalogue }) {
  const { t } = useTranslation('frontCheckout')
  const styles = useCheckoutStyles()
  const search = useSearch()
  const [, navigate] = useLocation()
  const [plan, setPlan] = useState(() => initialPlan(catalogue, search))
  const [cycle, setCycle] = useState<BillingCycle>(() => readPlanChoice(search)?.cycle ?? 'monthly')
  const [contact, setContact] = useState<BillingContact>(EMPTY_CONTACT)
  const [errors, setErrors] = useState<ContactErrors>({})
  const [tried, setTried] = useState(false)
  const chosen = catalogue.plans.find((p) => p.plan === plan)!
  const order = orderOf(chosen, cycle, catalogue.terms)

  const change = (next: BillingContact) => {
    setContact(next)
    if (tried) setErrors(validateContact(next)) // once shown, errors follow the typing
  }
  const proceed = () => {
    const found = validateContact(contact)
    setErrors(found)
    setTried(true)
    if (!isValid(found) || !isSelfServe(plan)) {
      document.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus()
      return
    }
    keepContact(contact)
    navigate(registerHref({ plan, cycle }))
  }

  return (
    <div className={styles.layout}>
      <div className={styles.column}>
        <Card className={styles.card}>
          <div className={styles.cardHead}>
            <Subtitle1 as="h2">{t('plan.title')}</Subtitle1>
          </div>
          <PlanPicker plans={catalogue.plans} value={plan} onChange={setPlan} />
        </Card>
        <Card className={styles.card}>
          <div className={styles.cardHead}>
            <Subtitle1 as="h2">{t('cycle.title')}</Subtitle1>
          </div>
          <CyclePicker terms={catalogue.terms} value={cycle} onChange={setCycle} />
        </Card>
        <Card className={styles.card}>
          <div className={styles.cardHead}>
            <Subtitle1 as="h2">{t('contact.title')}</Subtitle1>
            <Body1 className={styles.muted}>{t('contact.hint')}</Body1>
          </div>
          <BillingContactFields value={contact} errors={errors} onChange={change} />
        </Card>
      </div>
      <div className={styles.sticky}>
        {order && (
          <OrderSummary order={order} terms={catalogue.terms}>
            {tried && !isValid(errors) && (
              <MessageBar intent="warning">
                <MessageBarBody>{t('payment.fixFields')}</MessageBarBody>
              </MessageBar>
            )}
            <Button
              appearance="primary"
              size="large"
              className={styles.action}
              icon={<ArrowRightRegular />}
              iconPosition="after"
              onClick={proceed}
            >
              {t('payment.continue')}
            </Button>
          </OrderSummary>
        )}
      </div>
    </div>
  )
}

/**
 * /front-pages/payment: plan, billing cycle and billing contact, then account creation with the plan carried along.
 * Nothing here charges or stores a card: Debrief has no payment processor, the organization is invoiced.
 */
export function PaymentPage() {
  const { t } = useTranslation('frontCheckout')
  return (
    <PlanCataloguePage title={t('payment.title')} body={t('payment.body')}>
      {(catalogue) => <PaymentForm catalogue={catalogue} />}
    </PlanCataloguePage>
  )
}

/** A front page over the plan catalogue (payment, checkout): heading, then the catalogue's loading, error or content. */
export function PlanCataloguePage({
  title,
  body,
  children,
}: {
  title: string
  body: string
  children: (catalogue: PlanCatalogue) => ReactNode
}) {
  const { t } = useTranslation('frontCheckout')
  const styles = useCheckoutStyles()
  const text = useFrontText()
  const catalogue = usePlanCatalogue()
  return (
    <FrontFrame>
      <div className={text.root}>
        <div className={styles.head}>
          <Title1 as="h1">{title}</Title1>
          <Body1 className={styles.lead}>{body}</Body1>
        </div>
        {catalogue.data ? (
          children(catalogue.data)
        ) : catalogue.error || catalogue.notFound ? (
          <ErrorState message={catalogue.error ?? t('loadError')} onRetry={catalogue.reload} />
        ) : (
          <LoadingState />
        )}
      </div>
    </FrontFrame>
  )
}
