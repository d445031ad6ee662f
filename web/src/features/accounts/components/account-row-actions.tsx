import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components'
import { DeleteRegular, EditRegular, MoreHorizontalRegular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import type { Account } from '../api'

interface AccountRowActionsProps {
  account: Account
  onEdit?: (account: Account) => void
  onDelete?: (account: Account) => void
}

/** Edit and delete, each shown only when the rules allow it for this row. */
export function AccountRowActions({ account, onEdit, onDelete }: AccountRowActionsProps) {
  const { t } = useTranslation('accounts')
  if (!onEdit && !onDelete) return null
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          icon={<MoreHorizontalRegular />}
          aria-label={t('rowActions', { name: account.fullName })}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {onEdit && (
            <MenuItem icon={<EditRegular />} onClick={() => onEdit(account)}>
              {t('edit')}
            </MenuItem>
          )}
          {onDelete && (
            <MenuItem icon={<DeleteRegular />} onClick={() => onDelete(account)}>
              {t('delete')}
            </MenuItem>
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  )
}
