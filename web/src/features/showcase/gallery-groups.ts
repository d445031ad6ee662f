import { lazy, type ComponentType } from 'react'
import type { ShowcaseGroup, ShowcaseItem } from './showcase-items'

const item = (slug: string, load: () => Promise<{ default: ComponentType }>): ShowcaseItem => ({
  slug,
  screen: lazy(load),
})

/** The wizards, the Fluent UI components and the extensions: showcase groups whose texts live in `showcaseGallery`. */
export const GALLERY_GROUPS: ShowcaseGroup[] = [
  {
    key: 'wizards',
    base: '/wizard-examples',
    ns: 'showcaseGallery',
    items: [
      item('checkout', () => import('./wizards/checkout/checkout-wizard')),
      item('property-listing', () => import('./wizards/property/property-wizard')),
      item('create-deal', () => import('./wizards/deal/deal-wizard')),
    ],
  },
  {
    key: 'components',
    base: '/components',
    ns: 'showcaseGallery',
    items: [
      'buttons',
      'badges',
      'avatars',
      'cards',
      'dialogs',
      'drawers',
      'menus',
      'message-bars',
      'tabs',
      'toasts',
      'tooltips',
      'progress',
      'skeletons',
      'accordion',
      'breadcrumbs',
      'pagination',
      'timeline',
      'tree',
    ].map((slug) => item(slug, () => import(`./components/examples/${slug}-example.tsx`))),
  },
  {
    key: 'extensions',
    base: '/extensions',
    ns: 'showcaseGallery',
    items: [
      item('drag-and-drop', () => import('./extensions/drag-and-drop-example')),
      item('rich-text-editor', () => import('./extensions/rich-text-example')),
      item('code-editor', () => import('./extensions/code-editor-example')),
      item('calendar', () => import('./extensions/calendar-example')),
      item('file-upload', () => import('./extensions/file-upload-example')),
      item('clipboard', () => import('./extensions/clipboard-example')),
      item('tour', () => import('./extensions/tour-example')),
      item('carousel', () => import('./extensions/carousel-example')),
    ],
  },
]
