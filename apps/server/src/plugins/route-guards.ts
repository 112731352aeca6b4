import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import type { ErrorCode } from '@wallet/shared/errors'
import { can, type Permission } from '@wallet/shared/roles'
import { AppError } from '../lib/errors.ts'
import type { AnyStaffAction } from '../back-office/audit/staff-action.ts'

/**
 * Closed by default (docs/decisions/040-module-shape.md): every /api route is either in a guarded group, which
 * requires a signed-in caller whose role holds the group's permission, or says `config: { public: true }`.
 * A route in a group may name another `config.permission` of its own, or the staff action it performs
 * (`config.staffAction`), whose permission then guards it: the permission is declared once, on the action. The app
 * refuses to start with an /api route that is neither, or whose own permission differs from its action's, and
 * `app.routeTable()` lists every route with its guard for the route-table test.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without signing in (health, sign-in, captcha, signed document links). */
    public?: boolean
    /** The permission this route requires, instead of its group's. */
    permission?: Permission
    /** The staff action this route performs: the route requires the action's permission. */
    staffAction?: AnyStaffAction
    /** Reachable while the user still has to replace their password (sign-out, the forced change itself). */
    allowPendingPasswordChange?: boolean
    /** Reachable by a staff account that has no authenticator app yet (its enrolment, the MFA status). */
    allowPendingAuthenticator?: boolean
    /** What a signed-out caller is told, when the spec has its own words for it. */
    signedOutError?: ErrorCode
    /** What a caller whose role lacks the permission is told, when the spec has its own words for it. */
    deniedError?: ErrorCode
  }
  interface FastifyInstance {
    /** Every /api route with its guard: 'public' or the permission it requires. */
    routeTable(): RouteGuardEntry[]
  }
}

export interface RouteGuardEntry {
  method: string
  url: string
  guard: 'public' | Permission
  /** A money-moving POST that takes an Idempotency-Key (`config.idempotent`). */
  idempotent: boolean
  /** The route's request schemas (zod), for tests that generate requests from them. */
  schema: { body?: unknown; querystring?: unknown; params?: unknown }
}

export interface GuardOptions {
  /** What a caller whose role lacks the permission is told (default: the generic FORBIDDEN). */
  deniedError?: ErrorCode
}

const API_PREFIX = '/api'
/** Route options objects already given their guard (the group's hook runs after the root's on the same object). */
const decided = new WeakMap<object, 'public' | Permission>()

/** The root plugin: records every route and checks, once all are registered, that each /api route is decided. */
export const routeGuardsPlugin = fp(async (app: FastifyInstance) => {
  const routes: RouteOptions[] = []
  app.addHook('onRoute', (route) => {
    routes.push(route)
    // Public routes are decided here; every other route gets its guard from the group it is registered in.
    if (route.config?.public) decided.set(route, 'public')
  })

  const table = (): RouteGuardEntry[] =>
    routes
      .filter((r) => r.url.startsWith(API_PREFIX))
      .map((r) => ({
        method: [r.method].flat().join(','),
        url: r.url,
        guard: decided.get(r) ?? ('none' as never),
        idempotent: r.config?.idempotent === true,
        schema: { body: r.schema?.body, querystring: r.schema?.querystring, params: r.schema?.params },
      }))
      .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))

  app.decorate('routeTable', table)
  app.addHook('onReady', async () => {
    const open = table().filter((r) => (r.guard as string) === 'none')
    if (open.length > 0) {
      throw new Error(`Every /api route must be registered in a guarded group or say config.public: ${open.map((r) => `${r.method} ${r.url}`).join(', ')}`)
    }
  })
})

/**
 * A group of route plugins that all require a signed-in caller holding `permission` (unless a route says
 * otherwise). Use one per audience: the customer area, the staff profile, the manager's tools.
 */
export function guardedGroup(permission: Permission, plugins: FastifyPluginAsync[], options: GuardOptions = {}): FastifyPluginAsync {
  return async (group) => {
    group.addHook('onRoute', (route) => decide(route, permission, options))
    for (const plugin of plugins) await group.register(plugin)
  }
}

/**
 * A group of routes a library registers, which cannot say `config.public` themselves (the API reference page's files):
 * reachable without signing in. Only for what anyone may read.
 */
export function publicGroup(plugins: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (group) => {
    group.addHook('onRoute', (route) => {
      if (!decided.has(route)) decided.set(route, 'public')
    })
    for (const plugin of plugins) await group.register(plugin)
  }
}

/**
 * Gives a route of a group its guard once: the group's permission, and a route's own `permission` on top of it
 * (a narrower one, such as approving credits inside the staff profile).
 */
function decide(route: RouteOptions, groupPermission: Permission, options: GuardOptions) {
  if (decided.has(route)) return
  const permission = routePermission(route)
  decided.set(route, permission ?? groupPermission)
  const checks: Check[] = [{ permission: groupPermission, deniedError: options.deniedError }]
  if (permission && permission !== groupPermission) checks.push({ permission, deniedError: route.config?.deniedError })
  route.onRequest = [requirePermissions(checks), ...[route.onRequest ?? []].flat()]
}

/** The route's own permission: its staff action's, or `config.permission`; never two that disagree. */
function routePermission(route: RouteOptions): Permission | undefined {
  const { permission, staffAction } = route.config ?? {}
  if (staffAction && permission && staffAction.permission !== permission) {
    throw new Error(
      `${[route.method].flat().join(',')} ${route.url} says config.permission ${permission} but performs ${staffAction.action}, which requires ${staffAction.permission}: name the permission once, on the action`,
    )
  }
  return staffAction?.permission ?? permission
}

interface Check {
  permission: Permission
  deniedError?: ErrorCode
}

function requirePermissions(checks: Check[]) {
  return async function guard(req: FastifyRequest) {
    const { actor, refusal } = await req.lookUpSession()
    const config = req.routeOptions.config
    if (refusal) throw new AppError(refusal)
    if (!actor) throw new AppError(config.signedOutError ?? 'UNAUTHENTICATED')
    if (actor.requiresPasswordChange && !config.allowPendingPasswordChange) throw new AppError('PASSWORD_CHANGE_REQUIRED')
    if (actor.authenticatorRequired && !config.allowPendingAuthenticator) throw new AppError('AUTHENTICATOR_REQUIRED')
    for (const check of checks) {
      if (!can(actor.role, check.permission)) throw new AppError(check.deniedError ?? 'FORBIDDEN')
    }
    req.actor = actor
  }
}
