import { type ComponentType, lazy, type LazyExoticComponent } from 'react'
import { Navigate } from 'react-router'
import { paths } from '@/config/paths'
import { type LoadRoute, loadOnce } from './route-modules'

type LazyPage = LazyExoticComponent<ComponentType> & { preload: LoadRoute }

/** A screen loaded on demand, or earlier through `preload` (one load either way). */
export const lazyPage = (load: LoadRoute): LazyPage => {
  const preload = loadOnce(load)
  return Object.assign(lazy(preload), { preload })
}

/** Where an address the app does not know inside the dashboard leads. */
export const toOverview = <Navigate to={paths.dashboard.overview.getHref()} replace />
