import { Button } from '@fluentui/react-components'
import { DeleteRegular } from '@fluentui/react-icons'
import type { DataTableColumn } from './types'

/** A column with one delete button a row, named for the row (e.g. "Delete Ann Lee"); left out of the CSV export. */
export function deleteColumn<R>(
  label: string,
  buttonLabel: (row: R) => string,
  onDelete: (row: R) => void,
): DataTableColumn<R> {
  return {
    key: 'actions',
    label,
    value: () => '',
    noExport: true,
    width: 100,
    render: (row) => (
      <Button
        appearance="subtle"
        icon={<DeleteRegular />}
        aria-label={buttonLabel(row)}
        onClick={() => onDelete(row)}
      />
    ),
  }
}
