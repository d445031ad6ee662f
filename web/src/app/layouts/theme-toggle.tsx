import { Button, Tooltip } from '@fluentui/react-components'
import { DarkThemeRegular, WeatherMoonRegular, WeatherSunnyRegular } from '@fluentui/react-icons'
import { useAtom } from 'jotai'
import { useTranslation } from 'react-i18next'
import { settingAtoms } from '../../lib/settings/settings-atoms'
import type { ThemeMode } from '../../lib/settings/settings-model'

const NEXT: Record<ThemeMode, ThemeMode> = { light: 'dark', dark: 'system', system: 'light' }
const ICONS = { light: WeatherSunnyRegular, dark: WeatherMoonRegular, system: DarkThemeRegular }

/** Cycles light, dark and system from the top bar; the customizer offers the same choice. */
export function ThemeToggle() {
  const { t } = useTranslation()
  const [theme, setTheme] = useAtom(settingAtoms.theme)
  const Icon = ICONS[theme]
  const label = `${t('shell.customizer.theme')}: ${t(`shell.customizer.themes.${theme}`)}`
  return (
    <Tooltip content={label} relationship="label">
      <Button appearance="subtle" icon={<Icon />} onClick={() => setTheme(NEXT[theme])} data-testid="theme-toggle" />
    </Tooltip>
  )
}
