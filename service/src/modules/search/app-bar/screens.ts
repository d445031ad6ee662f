import { productScreens } from './product-screens.js'
import type { Screen } from './screen-types.js'
import { templateScreens } from './template-screens.js'

export * from './screen-types.js'

/** Every screen of the route table that can be opened without an id from the outside. */
export const SCREENS: readonly Screen[] = [...productScreens, ...templateScreens]
