import {
  Body1,
  Button,
  Card,
  Field,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  SpinButton,
  Subtitle1,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components'
import { ArrowLeftRegular, ArrowRightRegular, CheckmarkCircleFilled } from '@fluentui/react-icons'
import { Fragment, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearch } from 'wouter'
import { EMPTY_CONTACT, isValid, validateContact, type BillingContact, type ContactErrors } from './billing-contact'
import { BillingContactFields } from './billing-contact-fields'
import { isSelfServe, keepContact, readPlanChoice, registerHref } from './checkout-handoff'
import { CHECKOUT_STEPS, CheckoutSteps } from './checkout-steps'
import { orderOf, planForSeats } from './order-math'
import { OrderSummary } from './order-summary'
import { initialPlan, PlanCataloguePage, useCheckoutStyles } from './payment-page'
import { CyclePicker, PlanPicker } from './plan-picker'
import type { BillingCycle, PlanCatalogue } from './public-api'
import { usePlanName } from './use-plan-catalogue'

const MAX_SEATS = 10_000

const useStyles = makeStyles({
  seats: { maxWidth: '280px' },
  review: {
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    '& dd': { margin: 0 },
  },
  reviewHead: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  nav: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  done: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
    paddingBlock: '40px',
  },
  doneIcon: { fontSize: '64px', color: tokens.colorPaletteGreenForeground1 },
  doneActions: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
    justifyContent: 'center',
    marginTop: tokens.spacingVerticalM,
  },
})

function Wizard({ catalogue }: { catalogue: PlanCatalogue }) {
  const { t } = useTranslation('frontCheckout')
  const base = useCheckoutStyles()
  const styles = useStyles()
  const planName = usePlanName()
  const search = useSearch()
  const [, navigate] = useLocation()
  const [step, setStep] = useState(0)
  const [seats, setSeats] = useState(5)
  const [plan, setPlan] = useState(() => initialPlan(catalogue, search))
  const [cycle, setCycle] = useState<BillingCycle>(() => readPlanChoice(search)?.cycle ?? 'monthly')
  const [contact, setContact] = useState<BillingContact>(EMPTY_CONTACT)
  const [errors, setErrors] = useState<ContactErrors>({})
  const [tried, setTried] = useState(false)

  const chosen = catalogue.plans.find((p) => p.plan === plan)!
  const order = orderOf(chosen, cycle, catalogue.terms)
  const tooMany = chosen.accountLimit !== null && seats > chosen.accountLimit
  const bigger = tooMany ? planForSeats(catalogue.plans, seats) : undefined
  const cycleWord = t(`cycle.word.${cycle}`)

  const go = (next: number) => {
    setStep(next)
    window.scrollTo({ top: 0 })
  }
  const next = () => {
    if (step === 0 && tooMany) return
    if (step === 1) {
      const found = validateContact(contact)
      setErrors(found)
      setTried(true)
      if (!isValid(found)) {
        document.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus()
        return
      }
    }
    go(step + 1)
  }
  const finish = () => {
    if (!isSelfServe(plan)) return
    keepContact(contact)
    navigate(registerHref({ plan, cycle }))
  }
  const restart = () => {
    setContact(EMPTY_CONTACT)
    setErrors({})
    setTried(false)
    go(0)
  }

  let content
  if (CHECKOUT_STEPS[step] === 'plan') {
    content = (
      <Card className={base.card}>
        <Subtitle1 as="h2">{t('checkout.steps.plan')}</Subtitle1>
        <Field className={styles.seats} label={t('checkout.seats')} hint={t('checkout.seatsHint')}>
          <SpinButton
            min={1}
            max={MAX_SEATS}
            value={seats}
            onChange={(_, d) => {
              const value = d.value ?? Number.parseInt(d.displayValue ?? '', 10)
              if (Number.isFinite(value)) setSeats(Math.min(MAX_SEATS, Math.max(1, Math.round(value!))))
            }}
          />
        </Field>
        <PlanPicker plans={catalogue.plans} value={plan} onChange={setPlan} />
        {tooMany && (
          <MessageBar intent="warning">
            <MessageBarBody>
              {t('checkout.seatsTooMany', { plan: planName(plan), limit: chosen.accountLimit, count: seats })}
            </MessageBarBody>
            {bigger && bigger.plan !== plan && (
              <MessageBarActions>
                <Button onClick={() => setPlan(bigger.plan)}>
                  {t('checkout.switchTo', { plan: planName(bigger.plan) })}
                </Button>
              </MessageBarActions>
            )}
          </MessageBar>
        )}
        <Subtitle1 as="h3">{t('cycle.title')}</Subtitle1>
        <CyclePicker terms={catalogue.terms} value={cycle} onChange={setCycle} />
      </Card>
    )
  } else if (CHECKOUT_STEPS[step] === 'billing') {
    content = (
      <Card className={base.card}>
        <div className={base.cardHead}>
          <Subtitle1 as="h2">{t('checkout.steps.billing')}</Subtitle1>
          <Body1 className={base.muted}>{t('contact.hint')}</Body1>
        </div>
        <BillingContactFields
          value={contact}
          errors={errors}
          onChange={(c) => {
            setContact(c)
            if (tried) setErrors(validateContact(c))
          }}
        />
      </Card>
    )
  } else if (CHECKOUT_STEPS[step] === 'review') {
    const row = (label: string, value: string) => (
      <Fragment key={label}>
        <dt>
          <Text className={base.muted}>{label}</Text>
        </dt>
        <dd>
          <Text>{value || '—'}</Text>
        </dd>
      </Fragment>
    )
    content = (
      <>
        <Card className={base.card}>
          <div className={styles.reviewHead}>
            <Subtitle1 as="h2">{t('checkout.reviewPlan')}</Subtitle1>
            <Button appearance="subtle" onClick={() => go(0)}>
              {t('checkout.change')}
            </Button>
          </div>
          <dl className={styles.review}>
            {row(t('plan.title'), planName(plan))}
            {row(t('cycle.title'), t(`cycle.${cycle}`))}
            {row(t('checkout.seats'), String(seats))}
          </dl>
        </Card>
        <Card className={base.card}>
          <div className={styles.reviewHead}>
            <Subtitle1 as="h2">{t('checkout.reviewContact')}</Subtitle1>
            <Button appearance="subtle" onClick={() => go(1)}>
              {t('checkout.change')}
            </Button>
          </div>
          <dl className={styles.review}>
            {(['fullName', 'email', 'company', 'country', 'address', 'vatId'] as const).map((key) =>
              row(t(`contact.${key}`), contact[key].trim()),
            )}
          </dl>
        </Card>
        <MessageBar intent="info">
          <MessageBarBody>{t('checkout.reviewNotice')}</MessageBarBody>
        </MessageBar>
      </>
    )
  } else {
    content = (
      <Card className={base.card}>
        <div className={styles.done}>
          <CheckmarkCircleFilled className={styles.doneIcon} aria-hidden />
          <Title2 as="h2">{t('checkout.doneTitle')}</Title2>
          <Body1 className={base.muted}>{t('checkout.doneBody', { plan: planName(plan), cycle: cycleWord })}</Body1>
          <div className={styles.doneActions}>
            <Button
              appearance="primary"
              size="large"
              icon={<ArrowRightRegular />}
              iconPosition="after"
              onClick={finish}
            >
              {t('checkout.createAccount')}
            </Button>
            <Button size="large" onClick={restart}>
              {t('checkout.startOver')}
            </Button>
          </div>
        </div>
      </Card>
    )
  }

  const last = CHECKOUT_STEPS.length - 1
  return (
    <>
      <CheckoutSteps current={step} />
      <div className={base.layout}>
        <div className={base.column}>
          {content}
          {step < last && (
            <div className={styles.nav}>
              <Button icon={<ArrowLeftRegular />} disabled={step === 0} onClick={() => go(step - 1)}>
                {t('checkout.back')}
              </Button>
              <Button
                appearance="primary"
                icon={<ArrowRightRegular />}
                iconPosition="after"
                disabled={step === 0 && tooMany}
                onClick={next}
              >
                {step === last - 1 ? t('checkout.confirm') : t('checkout.next')}
              </Button>
            </div>
          )}
        </div>
        <div className={base.sticky}>
          {order && <OrderSummary order={order} terms={catalogue.terms} seats={seats} />}
        </div>
      </div>
    </>
  )
}

/**
 * /front-pages/checkout: Plan & seats → Billing details → Review → Done, ending at account creation with the choice
 * carried along. As on the payment page, nothing is charged: the organization is invoiced after sign-up.
 */
export function CheckoutPage() {
  const { t } = useTranslation('frontCheckout')
  return (
    <PlanCataloguePage title={t('checkout.title')} body={t('checkout.body')}>
      {(catalogue) => <Wizard catalogue={catalogue} />}
    </PlanCataloguePage>
  )
}
