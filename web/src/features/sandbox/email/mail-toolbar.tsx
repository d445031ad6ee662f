import {
  Button,
  Checkbox,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  tokens,
  Tooltip,
} from '@fluentui/react-components'
import {
  DeleteRegular,
  FolderArrowRightRegular,
  MailReadRegular,
  MailUnreadRegular,
  StarRegular,
  TagRegular,
} from '@fluentui/react-icons'
import type { ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import { DebouncedSearch } from '../../../components/list-filters'
import { MAIL_FOLDERS, MAIL_LABELS, type MailFolder, type MailLabel } from './email-api'

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXXS, flexWrap: 'wrap' },
})

export type BulkAction =
  { data: { isRead?: boolean; isStarred?: boolean; isDeleted?: boolean; folder?: MailFolder } } | { label: MailLabel }

/** Select all, the bulk actions over the selection (through the one bulk call) and the search. */
export function MailToolbar({
  total,
  selected,
  onSelectAll,
  onBulk,
  onSearch,
  search,
}: {
  total: number
  selected: number
  onSelectAll: (all: boolean) => void
  onBulk: (action: BulkAction) => void
  onSearch: (q: string) => void
  search?: string
}) {
  const { t } = useTranslation('sandboxEmail')
  const styles = useStyles()
  const none = selected === 0
  const icon = (label: string, node: ReactElement, action: BulkAction) => (
    <Tooltip content={label} relationship="label">
      <Button appearance="subtle" icon={node} disabled={none} onClick={() => onBulk(action)} />
    </Tooltip>
  )
  return (
    <div className={styles.root}>
      <Checkbox
        aria-label={t('selectAll')}
        checked={total > 0 && selected === total ? true : selected > 0 ? 'mixed' : false}
        disabled={total === 0}
        onChange={(_, d) => onSelectAll(d.checked === true)}
      />
      <div className={styles.actions} role="toolbar" aria-label={t('bulkActions')}>
        {icon(t('markRead'), <MailReadRegular />, { data: { isRead: true } })}
        {icon(t('markUnread'), <MailUnreadRegular />, { data: { isRead: false } })}
        {icon(t('star'), <StarRegular />, { data: { isStarred: true } })}
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Tooltip content={t('moveTo')} relationship="label">
              <Button appearance="subtle" icon={<FolderArrowRightRegular />} disabled={none} />
            </Tooltip>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {MAIL_FOLDERS.map((f) => (
                <MenuItem key={f} onClick={() => onBulk({ data: { folder: f, isDeleted: false } })}>
                  {t(`views.${f}`)}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Tooltip content={t('toggleLabel')} relationship="label">
              <Button appearance="subtle" icon={<TagRegular />} disabled={none} />
            </Tooltip>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {MAIL_LABELS.map((l) => (
                <MenuItem key={l} onClick={() => onBulk({ label: l })}>
                  {t(`labels.${l}`)}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
        {icon(t('trash'), <DeleteRegular />, { data: { isDeleted: true } })}
      </div>
      <DebouncedSearch placeholder={t('search')} onSearch={onSearch} initial={search} />
    </div>
  )
}
