import { useTranslation } from 'react-i18next'
import { cardDigits } from '../card-validation'
import { ReviewSection } from '../review-list'
import { useMoney } from '../use-money'
import { cartTotal, type CheckoutDraft } from './checkout-model'

/** The order as it will be placed, each part with a way back to its step. */
export function CheckoutReview({ draft, goTo }: { draft: CheckoutDraft; goTo: (step: number) => void }) {
  const { t } = useTranslation('showcaseGallery')
  const money = useMoney()
  const cart = draft.cart ?? []
  return (
    <>
      <ReviewSection
        title={t('checkout.steps.cart')}
        onEdit={() => goTo(0)}
        rows={[
          ...cart.map((l): [string, string] => [`${l.name} × ${l.qty}`, money(l.price * l.qty)]),
          [t('checkout.total'), money(cartTotal(cart))],
        ]}
      />
      <ReviewSection
        title={t('checkout.steps.address')}
        onEdit={() => goTo(1)}
        rows={[
          [t('checkout.name'), draft.name],
          [t('checkout.email'), draft.email],
          [t('checkout.line'), `${draft.line}, ${draft.zip} ${draft.city}, ${draft.country}`],
        ]}
      />
      <ReviewSection
        title={t('checkout.steps.payment')}
        onEdit={() => goTo(2)}
        rows={[
          [
            t('checkout.method'),
            draft.method === 'card'
              ? `${t('checkout.card')} •••• ${cardDigits(draft.cardNumber).slice(-4)}`
              : t('checkout.paypal'),
          ],
        ]}
      />
    </>
  )
}
