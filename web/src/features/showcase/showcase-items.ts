import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

export type ChartSlug = 'line' | 'area' | 'bar' | 'stacked-bar' | 'donut' | 'radar' | 'scatter' | 'gauge' | 'heat-map'
export interface ShowcaseItem { slug: ChartSlug; screen: LazyExoticComponent<ComponentType> }
export interface ShowcaseGroup { key: 'charts'; base: string; items: ShowcaseItem[] }

const chart = (slug: ChartSlug, load: () => Promise<{ default: ComponentType }>): ShowcaseItem => ({ slug, screen: lazy(load) })

/** Every showcase group and its items: each item is a sub-route of its group with a screen of its own. */
export const SHOWCASE_GROUPS: ShowcaseGroup[] = [
  {
    key: 'charts',
    base: '/charts',
    items: [
      chart('line', () => import('./charts/line-example')),
      chart('area', () => import('./charts/area-example')),
      chart('bar', () => import('./charts/bar-example')),
      chart('stacked-bar', () => import('./charts/stacked-bar-example')),
      chart('donut', () => import('./charts/donut-example')),
      chart('radar', () => import('./charts/radar-example')),
      chart('scatter', () => import('./charts/scatter-example')),
      chart('gauge', () => import('./charts/gauge-example')),
      chart('heat-map', () => import('./charts/heat-map-example')),
    ],
  },
]

/** The group whose wildcard route is `path` ("/charts/*"). */
export const groupOfPath = (path: string) => SHOWCASE_GROUPS.find((g) => path === `${g.base}/*`)
