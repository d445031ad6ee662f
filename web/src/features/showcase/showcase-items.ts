import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { FORMS_GROUP } from './forms/forms-group'
import { GALLERY_GROUPS } from './gallery-groups'
import { TABLES_GROUP } from './tables/tables-group'

export interface ShowcaseItem {
  slug: string
  screen: LazyExoticComponent<ComponentType>
}
export interface ShowcaseGroup {
  key: 'charts' | 'cards' | 'wizards' | 'components' | 'extensions' | 'forms' | 'tables'
  base: string
  items: ShowcaseItem[]
  /** The namespace of the group's texts (`<key>.title`, `<key>.<slug>.title|when`); `showcase` unless given. */
  ns?: 'showcaseForms' | 'showcaseGallery'
}

const item = (slug: string, load: () => Promise<{ default: ComponentType }>): ShowcaseItem => ({
  slug,
  screen: lazy(load),
})

/** Every showcase group and its items: each item is a sub-route of its group with a screen of its own. */
export const SHOWCASE_GROUPS: ShowcaseGroup[] = [
  {
    key: 'charts',
    base: '/charts',
    items: [
      item('line', () => import('./charts/line-example')),
      item('area', () => import('./charts/area-example')),
      item('bar', () => import('./charts/bar-example')),
      item('stacked-bar', () => import('./charts/stacked-bar-example')),
      item('donut', () => import('./charts/donut-example')),
      item('radar', () => import('./charts/radar-example')),
      item('scatter', () => import('./charts/scatter-example')),
      item('gauge', () => import('./charts/gauge-example')),
      item('heat-map', () => import('./charts/heat-map-example')),
    ],
  },
  {
    key: 'cards',
    base: '/pages/cards',
    items: [
      item('basic', () => import('./cards/basic-cards')),
      item('advanced', () => import('./cards/advanced-cards')),
      item('statistics', () => import('./cards/statistics-cards')),
      item('widgets', () => import('./cards/widget-cards')),
      item('gamification', () => import('./cards/gamification-cards')),
      item('actions', () => import('./cards/action-cards')),
    ],
  },
  FORMS_GROUP,
  TABLES_GROUP,
  ...GALLERY_GROUPS,
]

/** The group whose wildcard route is `path` ("/charts/*"). */
export const groupOfPath = (path: string) => SHOWCASE_GROUPS.find((g) => path === `${g.base}/*`)
