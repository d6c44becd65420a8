/**
 * API.md "Group Authorization": the database token, its refresh and its revocation.
 */
import { randomUUID } from 'node:crypto'

import { iso } from '../core/data-types'
import { ApiError } from '../core/errors'
import { findLocation } from '../core/lookups'
import { type Ctx, type Reply, type Route, route } from '../core/route'
import type { Core, TokenRecord } from '../core/state'
import { checkApplication, checkDatabase, issue, revoke } from '../core/tokens'

export const authRoutes: Route[] = [
  // API.md "Group Authorization"
  route(
    'GET',
    '/auth/database',
    null,
    {
      application_id: { kind: 'text', required: true },
      application_secret: { kind: 'text', required: true },
      database_code: { kind: 'text', required: true },
      location: { kind: 'guid' },
    },
    authDatabase,
  ),
  route(
    'GET',
    '/auth/refresh',
    null,
    { application_id: { kind: 'text', required: true }, refresh_token: { kind: 'text', required: true } },
    authRefresh,
  ),
  route(
    'GET',
    '/auth/revoke',
    null,
    { application_id: { kind: 'text', required: true }, refresh_token: { kind: 'text', required: true } },
    authRevoke,
  ),
]

/** API.md "Group Authorization" › Receiving Database token. */
function authDatabase(core: Core, c: Ctx): Reply {
  const q = c.query
  checkApplication(core, q.str('application_id'), q.str('application_secret'))
  checkDatabase(core, q.str('database_code'))
  if (core.state.access !== 'granted') return { status: 200, body: { status: core.state.access } }
  const location = q.guid('location') ?? core.state.defaultLocation
  findLocation(core, location)
  const t = issue(core, 'database', location, null)
  return {
    status: 200,
    body: {
      server: core.state.server,
      access_token: t.access,
      database: core.state.databaseCode,
      scope: t.scope,
      expires_at: iso(t.expiresAt),
      location: t.location,
      refresh_token: t.refresh,
    },
  }
}

/** API.md "Group Authorization" › Token refresh: new pair, the old pair stops working. */
function authRefresh(core: Core, c: Ctx): Reply {
  checkApplication(core, c.query.str('application_id'))
  const old = core.refreshTokens.get(c.query.str('refresh_token') ?? '')
  if (!old) throw new ApiError(401, 'Unknown refresh token', { type: 'UNKNOWN' })
  revoke(core, old)
  const record: TokenRecord = { ...old, access: randomUUID(), refresh: randomUUID() }
  record.expiresAt = core.now() + core.tokenLifetimeMs
  core.tokens.set(record.access, record)
  core.refreshTokens.set(record.refresh, record)
  return {
    status: 200,
    body: { access_token: record.access, expires_at: iso(record.expiresAt), refresh_token: record.refresh },
  }
}

/** API.md "Group Authorization" › Token revoke. */
function authRevoke(core: Core, c: Ctx): Reply {
  checkApplication(core, c.query.str('application_id'))
  const old = core.refreshTokens.get(c.query.str('refresh_token') ?? '')
  if (!old) throw new ApiError(401, 'Unknown refresh token', { type: 'UNKNOWN' })
  revoke(core, old)
  return { status: 204 }
}
