/** Spec section 9 breakpoints (px); the overlay navigation starts below `lg`. */
export const breakpoints = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const

export const below = (name: keyof typeof breakpoints): string => `@media (max-width: ${breakpoints[name] - 1}px)`

export const above = (name: keyof typeof breakpoints): string => `@media (min-width: ${breakpoints[name]}px)`
