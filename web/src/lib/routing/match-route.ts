import { matchRoute } from 'wouter'
import type { AppRoute, RouteParams } from './route-types'

const compiled = new Map<string, RegExp>()

/**
 * Patterns are compiled once to anchored RegExps with named groups; wouter's matchRoute takes a RegExp as is.
 * Supports `:name`, and `*` for "the rest" (a group of demo screens, or the catch-all).
 */
export function compilePattern(pattern: string): RegExp {
  let re = compiled.get(pattern)
  if (!re) {
    const body = pattern
      .split('/')
      .map((part) => {
        if (part === '*') return '(?<wild>.*)'
        if (part.startsWith(':')) return `(?<${part.slice(1)}>[^/]+)`
        return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      })
      .join('/')
      // A group's "/*" also matches the group's own path (/charts as well as /charts/line).
      .replace('/(?<wild>.*)', '(?:/(?<wild>.*))?')
    re = new RegExp(`^${body}/?$`, 'i')
    compiled.set(pattern, re)
  }
  return re
}

export interface RouteMatch {
  route: AppRoute
  params: RouteParams
}

/** The first route of the table whose pattern matches; the table ends with the catch-all, so one always does. */
export function findRoute(routes: readonly AppRoute[], pathname: string): RouteMatch | undefined {
  for (const route of routes) {
    const [matched, params] = matchRoute(undefined as never, compilePattern(route.path), pathname)
    if (matched) return { route, params: decodeParams(params ?? {}) }
  }
  return undefined
}

function decodeParams(params: Record<string, string | undefined>): RouteParams {
  const out: RouteParams = {}
  for (const [key, value] of Object.entries(params)) {
    if (/^\d+$/.test(key)) continue // positional duplicates of the named groups
    try {
      out[key] = value === undefined ? undefined : decodeURIComponent(value)
    } catch {
      out[key] = value
    }
  }
  return out
}
