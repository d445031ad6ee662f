import {
  Button,
  Checkbox,
  Dropdown,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  Switch,
  tokens,
} from '@fluentui/react-components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearch } from 'wouter'
import { EmptyState, ErrorState, LoadingState } from '../../../components/screen-state'
import { useLoad } from '../../../lib/use-load'
import { SectionCard } from '../../../components/section-card'
import { below } from '../../../theme/breakpoints'
import { callErrors } from '../shared/call-error'
import { SandboxPage } from '../shared/sandbox-page'
import {
  createProduct,
  getProduct,
  PRODUCT_STATUSES,
  updateProduct,
  type ProductImage,
  type ProductStatus,
} from './ecommerce-api'
import { ImageUploader } from './image-uploader'
import { RichTextEditor } from '../../../components/rich-text-editor'
import { useCategoryTitles } from './use-category-titles'
import { draftOf, EMPTY_PRODUCT, toProductBody, validateProduct, type ProductDraft } from './validate-product'
import { VariantsEditor } from './variants-editor'

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    [below('md')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  pair: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: tokens.spacingHorizontalM,
    [below('sm')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
})

/** /apps/ecommerce/product/add (?id=N edits product N): checked here, then by the service. */
export function ProductAddPage() {
  const { t } = useTranslation('ecommerce')
  const id = Number(new URLSearchParams(useSearch()).get('id')) || undefined
  const existing = useLoad(
    (signal) => (id ? getProduct(id, signal) : Promise.resolve({ data: null })),
    [id],
    t('loadError'),
  )
  if (id && existing.notFound)
    return (
      <SandboxPage title={t('form.editTitle')}>
        <EmptyState title={t('form.notFound')} />
      </SandboxPage>
    )
  if (existing.error)
    return (
      <SandboxPage title={t('form.editTitle')}>
        <ErrorState message={existing.error} onRetry={existing.reload} />
      </SandboxPage>
    )
  if (existing.data === undefined)
    return (
      <SandboxPage title={t('form.title')}>
        <LoadingState />
      </SandboxPage>
    )
  return <ProductForm key={id ?? 'new'} id={id} initial={existing.data ?? undefined} />
}

function ProductForm({ id, initial }: { id?: number; initial?: Parameters<typeof draftOf>[0] }) {
  const { t } = useTranslation('ecommerce')
  const styles = useStyles()
  const [, navigate] = useLocation()
  const categories = useCategoryTitles()
  const [draft, setDraft] = useState<ProductDraft>(initial ? draftOf(initial) : EMPTY_PRODUCT)
  const [images, setImages] = useState<ProductImage[]>(initial?.images ?? [])
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [])
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const [formError, setFormError] = useState<string>()
  const [pending, setPending] = useState(false)
  const patch = (change: Partial<ProductDraft>) => setDraft((d) => ({ ...d, ...change }))

  const submit = async () => {
    const local = validateProduct(draft)
    setErrors(Object.fromEntries(Object.entries(local).map(([k, v]) => [k, t(v as 'form.errors.name')])))
    setFormError(Object.keys(local).length ? t('form.fixFields') : undefined)
    if (Object.keys(local).length) return
    setPending(true)
    const body = toProductBody({ ...draft, imageIds: images.map((i) => i.id) })
    const failure = await callErrors(
      id ? updateProduct(id, body) : createProduct(body),
      t('errors.unexpected', { ns: 'common' }),
    )
    setPending(false)
    if (failure) {
      setErrors(failure.fields)
      return setFormError(failure.form ?? t('form.fixFields'))
    }
    navigate('/apps/ecommerce/product/list')
  }
  const field = (name: keyof ProductDraft) => ({
    validationMessage: errors[name],
    validationState: errors[name] ? ('error' as const) : ('none' as const),
  })
  const text = (
    name: 'productName' | 'productBrand' | 'sku' | 'barcode' | 'price' | 'comparePrice' | 'qty',
    required = false,
    inputMode?: 'numeric' | 'decimal',
  ) => (
    <Field label={t(`form.${name}`)} required={required} {...field(name)}>
      <Input value={draft[name]} inputMode={inputMode} onChange={(_, d) => patch({ [name]: d.value })} />
    </Field>
  )

  return (
    <SandboxPage
      title={id ? t('form.editTitle') : t('form.title')}
      subtitle={t('form.subtitle')}
      actions={
        <div className={styles.actions}>
          <Button onClick={() => navigate('/apps/ecommerce/product/list')}>{t('cancel', { ns: 'common' })}</Button>
          <Button appearance="primary" disabled={pending} onClick={() => void submit()}>
            {id ? t('save') : t('form.publish')}
          </Button>
        </div>
      }
    >
      {formError && (
        <MessageBar intent="error">
          <MessageBarBody>{formError}</MessageBarBody>
        </MessageBar>
      )}
      <form
        className={styles.layout}
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <div className={styles.column}>
          <SectionCard title={t('form.information')}>
            {text('productName', true)}
            <div className={styles.pair}>
              {text('sku', true, 'numeric')}
              {text('barcode')}
            </div>
            {text('productBrand', true)}
            <Field label={t('form.description')} required {...field('description')}>
              <RichTextEditor
                label={t('form.description')}
                value={draft.description}
                invalid={!!errors.description}
                onChange={(description) => patch({ description })}
              />
            </Field>
          </SectionCard>
          <SectionCard title={t('form.images')}>
            <ImageUploader images={images} onChange={setImages} />
            {errors.imageIds && (
              <MessageBar intent="error">
                <MessageBarBody>{errors.imageIds}</MessageBarBody>
              </MessageBar>
            )}
          </SectionCard>
          <SectionCard title={t('form.variants')}>
            <Field {...field('variants')}>
              <VariantsEditor variants={draft.variants} onChange={(variants) => patch({ variants })} />
            </Field>
          </SectionCard>
          <SectionCard title={t('form.inventory')}>
            <div className={styles.pair}>
              {text('qty', true, 'numeric')}
              <Switch label={t('form.stock')} checked={draft.stock} onChange={(_, d) => patch({ stock: d.checked })} />
            </div>
          </SectionCard>
        </div>
        <div className={styles.column}>
          <SectionCard title={t('form.pricing')}>
            {text('price', true, 'decimal')}
            {text('comparePrice', false, 'decimal')}
            <Checkbox
              label={t('form.chargeTax')}
              checked={draft.chargeTax}
              onChange={(_, d) => patch({ chargeTax: !!d.checked })}
            />
          </SectionCard>
          <SectionCard title={t('form.organize')}>
            <Field label={t('products.category')} required {...field('category')}>
              <Dropdown
                value={
                  draft.category
                    ? t(`categories.${draft.category}` as 'categories.Shoes', { defaultValue: draft.category })
                    : ''
                }
                selectedOptions={draft.category ? [draft.category] : []}
                placeholder={t('form.choose')}
                onOptionSelect={(_, d) => patch({ category: d.optionValue ?? '' })}
              >
                {categories.map((c) => (
                  <Option key={c} value={c}>
                    {t(`categories.${c}` as 'categories.Shoes', { defaultValue: c })}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Field label={t('status')} required {...field('status')}>
              <Dropdown
                value={t(`statuses.${draft.status}`)}
                selectedOptions={[draft.status]}
                onOptionSelect={(_, d) => patch({ status: d.optionValue as ProductStatus })}
              >
                {PRODUCT_STATUSES.map((s) => (
                  <Option key={s} value={s}>
                    {t(`statuses.${s}`)}
                  </Option>
                ))}
              </Dropdown>
            </Field>
          </SectionCard>
          <Button type="submit" appearance="primary" disabled={pending}>
            {id ? t('save') : t('form.publish')}
          </Button>
        </div>
      </form>
    </SandboxPage>
  )
}
