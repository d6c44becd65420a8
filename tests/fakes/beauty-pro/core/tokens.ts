/**
 * Tokens (API.md "Group Authorization"): issuing and revoking pairs, checking the application and
 * database, and the test controls that expire tokens or change the salon's grant.
 */
import { randomUUID } from 'node:crypto'

import { ApiError, notFound } from './errors'
import type { Core, TokenRecord } from './state'

export function issue(core: Core, kind: TokenRecord['kind'], location: string, clientId: string | null): TokenRecord {
  // API.md "Group Authorization": one valid Database token per application+database at a time.
  if (kind === 'database') revokeDatabaseTokens(core)
  const record: TokenRecord = {
    access: randomUUID(),
    refresh: randomUUID(),
    kind,
    scope: kind === 'database' ? [...core.state.application.scope] : [],
    location,
    clientId,
    expiresAt: core.now() + core.tokenLifetimeMs,
  }
  core.tokens.set(record.access, record)
  core.refreshTokens.set(record.refresh, record)
  return record
}

export function revoke(core: Core, record: TokenRecord): void {
  core.tokens.delete(record.access)
  core.refreshTokens.delete(record.refresh)
}

function revokeDatabaseTokens(core: Core): void {
  for (const record of [...core.tokens.values()]) if (record.kind === 'database') revoke(core, record)
}

export function checkApplication(core: Core, id: string | undefined, secret?: string): void {
  const app = core.state.application
  if (id?.toLowerCase() !== app.id.toLowerCase() || (secret !== undefined && secret !== app.secret)) {
    throw new ApiError(401, 'Unknown application id or application secret', { type: 'UNKNOWN' })
  }
}

export function checkDatabase(core: Core, code: string | undefined): void {
  if (code !== core.state.databaseCode) throw notFound('database', 'code', code ?? '')
}

export function expireTokens(core: Core): void {
  const past = core.now() - 1
  for (const record of core.tokens.values()) record.expiresAt = past
}

export function setAccess(core: Core, status: 'granted' | 'pending' | 'refused'): void {
  core.state.access = status
  if (status !== 'granted') revokeDatabaseTokens(core)
}
