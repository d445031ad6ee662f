import { tokens } from '@fluentui/react-components'
import type { CalendarName } from './calendar-api'

/** Each category's colour (always beside its name in the filters and the drawer); theme tokens, so dark mode follows. */
export const CALENDAR_COLORS: Record<CalendarName, { background: string; foreground: string }> = {
  Business: { background: tokens.colorPaletteBlueBackground2, foreground: tokens.colorPaletteBlueForeground2 },
  Holiday: { background: tokens.colorPaletteGreenBackground2, foreground: tokens.colorPaletteGreenForeground2 },
  Personal: { background: tokens.colorPaletteRedBackground2, foreground: tokens.colorPaletteRedForeground2 },
  ETC: { background: tokens.colorPaletteLavenderBackground2, foreground: tokens.colorPaletteLavenderForeground2 },
  Family: { background: tokens.colorPaletteMarigoldBackground2, foreground: tokens.colorPaletteDarkOrangeForeground2 },
}
