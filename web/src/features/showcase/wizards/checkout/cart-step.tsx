import {
  Body1,
  Button,
  Caption1,
  Dropdown,
  Field,
  makeStyles,
  Option,
  SpinButton,
  tokens,
} from '@fluentui/react-components'
import { DeleteRegular } from '@fluentui/react-icons'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, LoadingState } from '../../../../components/screen-state'
import { useLoad } from '../../../../lib/use-load'
import { below } from '../../../../theme/breakpoints'
import { useMoney } from '../use-money'
import type { StepErrors } from '../validation'
import { loadCatalogue } from './checkout-api'
import { cartTotal, priceOf, type CartLine, type CheckoutDraft } from './checkout-model'

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  line: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 96px minmax(80px, max-content) auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    [below('sm')]: { gridTemplateColumns: 'minmax(0, 1fr) 88px auto', rowGap: tokens.spacingVerticalXS },
  },
  name: { overflowWrap: 'anywhere' },
  amount: { textAlign: 'end', [below('sm')]: { gridColumn: '1 / -1', gridRow: 2 } },
  total: { display: 'flex', justifyContent: 'space-between', fontWeight: tokens.fontWeightSemibold },
  add: { maxWidth: '420px' },
  error: { color: tokens.colorPaletteRedForeground1 },
})

/** The cart: quantity and remove per line, products added back from the catalogue; first filled with three of them. */
export function CartStep({
  draft,
  errors,
  update,
}: {
  draft: CheckoutDraft
  errors: StepErrors
  update: (p: Partial<CheckoutDraft>) => void
}) {
  const { t } = useTranslation('showcaseGallery')
  const styles = useStyles()
  const money = useMoney()
  const catalogue = useLoad(loadCatalogue, [], t('loadFailed'))
  const products = catalogue.data?.products ?? []
  const cart = draft.cart ?? []

  useEffect(() => {
    if (draft.cart === null && catalogue.data)
      update({
        cart: catalogue.data.products
          .slice(0, 3)
          .map((p) => ({ productId: p.id, name: p.productName, price: priceOf(p.price), qty: 1 })),
      })
  }, [draft.cart, catalogue.data, update])

  const setQty = (id: number, qty: number) =>
    update({ cart: cart.map((l) => (l.productId === id ? { ...l, qty } : l)) })
  const remove = (line: CartLine) => update({ cart: cart.filter((l) => l.productId !== line.productId) })
  const add = (id: number) => {
    const p = products.find((x) => x.id === id)
    if (!p) return
    const found = cart.find((l) => l.productId === id)
    update({
      cart: found
        ? cart.map((l) => (l === found ? { ...l, qty: Math.min(99, l.qty + 1) } : l))
        : [...cart, { productId: p.id, name: p.productName, price: priceOf(p.price), qty: 1 }],
    })
  }

  if (catalogue.loading && !catalogue.data) return <LoadingState />
  if (catalogue.error) return <ErrorState message={catalogue.error} onRetry={catalogue.reload} />
  return (
    <>
      {cart.length === 0 ? (
        <EmptyState title={t('checkout.emptyCart')} hint={t('checkout.emptyCartHint')} />
      ) : (
        <ul className={styles.list} aria-label={t('checkout.cart')}>
          {cart.map((line) => (
            <li key={line.productId} className={styles.line}>
              <Body1 className={styles.name}>
                {line.name}
                <br />
                <Caption1>{money(line.price)}</Caption1>
              </Body1>
              <SpinButton
                aria-label={t('checkout.quantityOf', { name: line.name })}
                value={line.qty}
                min={1}
                max={99}
                onChange={(_, d) => {
                  const v = d.value ?? Number(d.displayValue)
                  if (Number.isInteger(v) && v >= 1 && v <= 99) setQty(line.productId, v)
                }}
              />
              <Body1 className={styles.amount}>{money(line.price * line.qty)}</Body1>
              <Button
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={t('checkout.remove', { name: line.name })}
                onClick={() => remove(line)}
              />
            </li>
          ))}
        </ul>
      )}
      {errors.cart && (
        <Body1 role="alert" className={styles.error}>
          {t(`errors.${errors.cart}`)}
        </Body1>
      )}
      <Field label={t('checkout.addProduct')} className={styles.add}>
        <Dropdown
          placeholder={t('checkout.pickProduct')}
          selectedOptions={[]}
          onOptionSelect={(_, d) => add(Number(d.optionValue))}
          disabled={products.length === 0}
        >
          {products.map((p) => (
            <Option
              key={p.id}
              value={String(p.id)}
              text={p.productName}
            >{`${p.productName} · ${money(priceOf(p.price))}`}</Option>
          ))}
        </Dropdown>
      </Field>
      <div className={styles.total}>
        <span>{t('checkout.total')}</span>
        <span>{money(cartTotal(cart))}</span>
      </div>
    </>
  )
}
