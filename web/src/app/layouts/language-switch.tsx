import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger, Tooltip } from '@fluentui/react-components'
import { TranslateRegular } from '@fluentui/react-icons'
import { useAtomValue, useSetAtom } from 'jotai'
import { useTranslation } from 'react-i18next'
import { LANGUAGES } from '../../lib/languages'
import { changeLanguageAtom, languageAtom } from '../../lib/settings/language-atoms'

/** The language switch; each language is named in itself, so it can be found whatever is on screen. */
export function LanguageSwitch() {
  const { t } = useTranslation()
  const language = useAtomValue(languageAtom)
  const change = useSetAtom(changeLanguageAtom)
  return (
    <Menu
      checkedValues={{ language: [language] }}
      onCheckedValueChange={(_, data) => void change(data.checkedItems[0] as (typeof LANGUAGES)[number])}
      positioning="below-end"
    >
      <Tooltip content={t('shell.language')} relationship="label">
        <MenuTrigger disableButtonEnhancement>
          <Button appearance="subtle" icon={<TranslateRegular />} data-testid="language-switch" />
        </MenuTrigger>
      </Tooltip>
      <MenuPopover>
        <MenuList>
          {LANGUAGES.map((code) => (
            <MenuItemRadio key={code} name="language" value={code} lang={code}>
              {t(`shell.languages.${code}`)}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  )
}
