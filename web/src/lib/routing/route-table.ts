import { createContext, useContext } from 'react'
import type { AppRoute } from './route-types'

/**
 * The route table, provided by app/ (which composes it from the features' screens). Features that ask which paths
 * a role may open read it here: importing app/ would tie them to the layer that imports them. Without a provider
 * the table is empty, so nothing opens (fail closed).
 */
export const RouteTableContext = createContext<readonly AppRoute[]>([])

export const useRouteTable = (): readonly AppRoute[] => useContext(RouteTableContext)
