import { Label, makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import { CheckmarkRegular } from '@fluentui/react-icons'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { PRIMARY_PRESETS } from '../../lib/settings/settings-model'

const useStyles = makeStyles({
  row: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  swatches: { display: 'flex', gap: tokens.spacingHorizontalS },
  swatch: {
    width: '40px',
    height: '40px',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke2}`,
    display: 'grid',
    placeItems: 'center',
    cursor: 'pointer',
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: '20px',
  },
  selected: { border: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralForeground1}` },
})

/** The primary colour presets; the swatch shows the colour itself, so it is data, not a theme token. */
export function ColorPresets({ value, onChange }: { value: string; onChange: (hex: string) => void }) {
  const { t } = useTranslation()
  const styles = useStyles()
  const id = useId()
  return (
    <div className={styles.row}>
      <Label id={id} weight="semibold">
        {t('shell.customizer.primaryColor')}
      </Label>
      <div className={styles.swatches} role="radiogroup" aria-labelledby={id}>
        {PRIMARY_PRESETS.map((hex) => {
          const selected = hex.toUpperCase() === value.toUpperCase()
          return (
            <button
              key={hex}
              type="button"
              role="radio"
              aria-checked={selected}
              aria-label={hex}
              data-color={hex}
              className={mergeClasses(styles.swatch, selected && styles.selected)}
              // A runtime value: Griffel cannot generate a class per colour.
              style={{ backgroundColor: hex }}
              onClick={() => onChange(hex)}
            >
              {selected && <CheckmarkRegular />}
            </button>
          )
        })}
      </div>
    </div>
  )
}
