import { makeStyles, tokens } from '@fluentui/react-components'

/** The frame of every server-paged list screen: the column, the card, the table's scroll box and its progress bar. */
export const useListPageStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1400px',
    width: '100%',
    margin: '0 auto',
  },
  card: { gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXL },
  scroll: { overflowX: 'auto', minHeight: '120px', position: 'relative' },
  progress: { position: 'absolute', top: 0, left: 0, right: 0 },
  icon: { fontSize: '40px', color: tokens.colorBrandForeground1 },
})
