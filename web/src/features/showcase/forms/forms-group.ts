import { lazy } from 'react'
import type { ShowcaseGroup } from '../showcase-items'

/** /forms/*: layouts, validation, every Fluent input and an input mask, each a screen to copy. */
export const FORMS_GROUP: ShowcaseGroup = {
  key: 'forms',
  base: '/forms',
  ns: 'showcaseForms',
  items: [
    { slug: 'vertical', screen: lazy(() => import('./layouts/vertical-layout')) },
    { slug: 'horizontal', screen: lazy(() => import('./layouts/horizontal-layout')) },
    { slug: 'sticky-actions', screen: lazy(() => import('./layouts/sticky-actions-layout')) },
    { slug: 'collapsible', screen: lazy(() => import('./layouts/collapsible-layout')) },
    { slug: 'tabs', screen: lazy(() => import('./layouts/tabs-layout')) },
    { slug: 'validation', screen: lazy(() => import('./validation/validation-example')) },
    { slug: 'text-inputs', screen: lazy(() => import('./inputs/text-inputs')) },
    { slug: 'pickers', screen: lazy(() => import('./inputs/picker-inputs')) },
    { slug: 'choices', screen: lazy(() => import('./inputs/choice-inputs')) },
    { slug: 'ranges', screen: lazy(() => import('./inputs/range-inputs')) },
    { slug: 'file-upload', screen: lazy(() => import('./inputs/file-upload')) },
    { slug: 'tags', screen: lazy(() => import('./inputs/tag-inputs')) },
    { slug: 'input-mask', screen: lazy(() => import('./inputs/input-mask-example')) },
  ],
}
