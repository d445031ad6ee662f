import { Button, Dropdown, Input, makeStyles, Option, tokens } from '@fluentui/react-components'
import { AddRegular, DeleteRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { VARIANT_OPTIONS, type VariantOption } from './ecommerce-api'
import type { VariantDraft } from './validate-product'

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(120px, 1fr) 2fr auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
  },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  option: { minWidth: 0 },
})

/** The product's variants: an option (size, colour, …) and its value per row. */
export function VariantsEditor({
  variants,
  onChange,
}: {
  variants: VariantDraft[]
  onChange: (v: VariantDraft[]) => void
}) {
  const { t } = useTranslation('ecommerce')
  const styles = useStyles()
  const set = (i: number, change: Partial<VariantDraft>) =>
    onChange(variants.map((v, j) => (j === i ? { ...v, ...change } : v)))
  return (
    <div className={styles.list}>
      {variants.map((v, i) => (
        <div key={i} className={styles.row}>
          <Dropdown
            className={styles.option}
            aria-label={t('form.variantOption', { n: i + 1 })}
            value={t(`form.options.${v.option}`)}
            selectedOptions={[v.option]}
            onOptionSelect={(_, d) => set(i, { option: d.optionValue as VariantOption })}
          >
            {VARIANT_OPTIONS.map((o) => (
              <Option key={o} value={o}>
                {t(`form.options.${o}`)}
              </Option>
            ))}
          </Dropdown>
          <Input
            aria-label={t('form.variantValue', { n: i + 1 })}
            value={v.value}
            maxLength={60}
            onChange={(_, d) => set(i, { value: d.value })}
          />
          <Button
            appearance="subtle"
            icon={<DeleteRegular />}
            aria-label={t('form.removeVariant', { n: i + 1 })}
            onClick={() => onChange(variants.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      <div>
        <Button
          icon={<AddRegular />}
          disabled={variants.length >= 20}
          onClick={() => onChange([...variants, { option: 'Size', value: '' }])}
        >
          {t('form.addVariant')}
        </Button>
      </div>
    </div>
  )
}
