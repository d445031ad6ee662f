import {
  Button,
  Divider,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  OverlayDrawer,
  Subtitle2,
  Switch,
  tokens,
  Tooltip,
} from '@fluentui/react-components'
import { ArrowResetRegular, DismissRegular } from '@fluentui/react-icons'
import { useAtom, useSetAtom } from 'jotai'
import { useTranslation } from 'react-i18next'
import { resetSettingsAtom, settingsAtom } from '../../lib/settings/settings-atoms'
import type { BarType } from '../../lib/settings/settings-model'
import { ChoiceRow } from './choice-row'
import { ColorPresets } from './color-presets'
import { customizerOpenAtom } from './customizer-atoms'

const useStyles = makeStyles({
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingBottom: tokens.spacingVerticalXXL,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  // Fluent's Divider grows along the flex axis; in this column it would open a tall gap.
  divider: { flexGrow: 0 },
})

const BAR_TYPES: readonly BarType[] = ['sticky', 'static', 'hidden']

/** Every layout preference in one drawer; changes apply and persist at once. */
export function CustomizerDrawer() {
  const { t } = useTranslation()
  const styles = useStyles()
  const [open, setOpen] = useAtom(customizerOpenAtom)
  const [settings, update] = useAtom(settingsAtom)
  const reset = useSetAtom(resetSettingsAtom)
  const bars = BAR_TYPES.map((value) => ({ value, label: t(`shell.customizer.bars.${value}`) }))

  return (
    <OverlayDrawer
      position="end"
      size="small"
      open={open}
      onOpenChange={(_, data) => setOpen(data.open)}
      data-testid="customizer"
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <div className={styles.actions}>
              <Tooltip content={t('shell.customizer.reset')} relationship="label">
                <Button
                  appearance="subtle"
                  icon={<ArrowResetRegular />}
                  onClick={reset}
                  data-testid="customizer-reset"
                />
              </Tooltip>
              <Button
                appearance="subtle"
                aria-label={t('close')}
                icon={<DismissRegular />}
                onClick={() => setOpen(false)}
              />
            </div>
          }
        >
          {t('shell.customizer.title')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <Subtitle2>{t('shell.customizer.theming')}</Subtitle2>
        <ColorPresets value={settings.primaryColor} onChange={(primaryColor) => update({ primaryColor })} />
        <ChoiceRow
          label={t('shell.customizer.theme')}
          value={settings.theme}
          testId="choice-theme"
          options={(['light', 'dark', 'system'] as const).map((value) => ({
            value,
            label: t(`shell.customizer.themes.${value}`),
          }))}
          onChange={(theme) => update({ theme })}
        />
        <ChoiceRow
          label={t('shell.customizer.skin')}
          value={settings.skin}
          testId="choice-skin"
          options={(['default', 'bordered'] as const).map((value) => ({
            value,
            label: t(`shell.customizer.skins.${value}`),
          }))}
          onChange={(skin) => update({ skin })}
        />
        <Switch
          label={t('shell.customizer.semiDark')}
          checked={settings.semiDarkNav}
          onChange={(_, d) => update({ semiDarkNav: d.checked })}
        />
        <Divider className={styles.divider} />
        <Subtitle2>{t('shell.customizer.layout')}</Subtitle2>
        <ChoiceRow
          label={t('shell.customizer.navType')}
          value={settings.navType}
          testId="choice-nav"
          options={(['vertical', 'horizontal'] as const).map((value) => ({
            value,
            label: t(`shell.customizer.navTypes.${value}`),
          }))}
          onChange={(navType) => update({ navType })}
        />
        <Switch
          label={t('shell.customizer.collapsed')}
          checked={settings.verticalNavCollapsed}
          disabled={settings.navType === 'horizontal'}
          onChange={(_, d) => update({ verticalNavCollapsed: d.checked })}
        />
        <ChoiceRow
          label={t('shell.customizer.contentWidth')}
          value={settings.contentWidth}
          testId="choice-content"
          options={(['boxed', 'fluid'] as const).map((value) => ({
            value,
            label: t(`shell.customizer.widths.${value}`),
          }))}
          onChange={(contentWidth) => update({ contentWidth })}
        />
        <ChoiceRow
          label={t('shell.customizer.navbar')}
          value={settings.navbarType}
          testId="choice-navbar"
          options={bars}
          onChange={(navbarType) => update({ navbarType })}
        />
        <Switch
          label={t('shell.customizer.navbarBlur')}
          checked={settings.navbarBlur}
          onChange={(_, d) => update({ navbarBlur: d.checked })}
        />
        {settings.navType === 'horizontal' && (
          <ChoiceRow
            label={t('shell.customizer.horizontalNav')}
            value={settings.horizontalNavType}
            testId="choice-horizontal"
            options={bars}
            onChange={(horizontalNavType) => update({ horizontalNavType })}
          />
        )}
        <ChoiceRow
          label={t('shell.customizer.footer')}
          value={settings.footerType}
          testId="choice-footer"
          options={bars}
          onChange={(footerType) => update({ footerType })}
        />
        <ChoiceRow
          label={t('shell.customizer.direction')}
          value={settings.direction}
          testId="choice-direction"
          options={(['ltr', 'rtl'] as const).map((value) => ({
            value,
            label: t(`shell.customizer.directions.${value}`),
          }))}
          onChange={(direction) => update({ direction })}
        />
      </DrawerBody>
    </OverlayDrawer>
  )
}
