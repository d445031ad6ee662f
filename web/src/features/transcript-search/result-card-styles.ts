import { makeStyles, tokens } from '@fluentui/react-components'

/** A result that opens where it points: a search hit or an ask quote, the whole card one link. */
export const useResultCardStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: 'inherit',
    textDecorationLine: 'none',
    minWidth: 0,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  title: { overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground3 },
})
