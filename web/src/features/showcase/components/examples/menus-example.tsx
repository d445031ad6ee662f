import { Button, Menu, MenuDivider, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components'
import { CopyRegular, DeleteRegular, EditRegular, MoreHorizontalRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { GalleryExample } from '../gallery-example'

const CODE = `
<Menu>
  <MenuTrigger disableButtonEnhancement>
    <Button icon={<MoreHorizontalRegular />} aria-label="Actions" />
  </MenuTrigger>
  <MenuPopover>
    <MenuList>
      <MenuItem icon={<EditRegular />} onClick={edit}>Edit</MenuItem>
      <MenuItem icon={<CopyRegular />} onClick={duplicate}>Duplicate</MenuItem>
      <MenuDivider />
      <MenuItem icon={<DeleteRegular />} onClick={remove}>Delete</MenuItem>
    </MenuList>
  </MenuPopover>
</Menu>
`

export default function MenusExample() {
  const { t } = useTranslation('showcaseGallery')
  const [picked, setPicked] = useState('')
  const item = (key: 'edit' | 'duplicate' | 'delete') => () => setPicked(t(`demo.${key}`))
  return (
    <GalleryExample code={CODE}>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button icon={<MoreHorizontalRegular />}>{t('demo.actions')}</Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem icon={<EditRegular />} onClick={item('edit')}>
              {t('demo.edit')}
            </MenuItem>
            <MenuItem icon={<CopyRegular />} onClick={item('duplicate')}>
              {t('demo.duplicate')}
            </MenuItem>
            <MenuDivider />
            <MenuItem icon={<DeleteRegular />} onClick={item('delete')}>
              {t('demo.delete')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      <span role="status">{picked && t('demo.picked', { item: picked })}</span>
    </GalleryExample>
  )
}
