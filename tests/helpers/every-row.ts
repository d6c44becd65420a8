import type { Payload } from 'payload'

/**
 * Every row of every table of the test database, as text (one JSON line per row), keyed by table:
 * what an erasure test searches for a name, phone or email that should be gone. Reads the database
 * itself (SQLite's tables, or PostgreSQL's in the current schema), not Payload's view of it.
 */
export async function everyRow(payload: Payload): Promise<Map<string, string>> {
  // The adapters' own clients: libsql for SQLite, a pg Pool for PostgreSQL.
  const db = payload.db as unknown as {
    pool?: { query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }> }
    client?: { execute: (sql: string) => Promise<{ rows: Record<string, unknown>[] }> }
  }
  const query = db.pool
    ? async (sql: string) => (await db.pool!.query(sql)).rows
    : async (sql: string) => (await db.client!.execute(sql)).rows
  const tables = db.pool
    ? await query(
        "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
      )
    : await query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
  const out = new Map<string, string>()
  for (const { name } of tables) {
    const rows = await query(`SELECT * FROM "${String(name)}"`)
    out.set(
      String(name),
      rows.map((r) => JSON.stringify(r, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))).join('\n'),
    )
  }
  return out
}

/** The tables whose text holds any of `needles` (case-insensitive), with the first line that does. */
export function tablesHolding(rows: Map<string, string>, needles: string[]): Record<string, string> {
  const found: Record<string, string> = {}
  const lower = needles.map((n) => n.toLowerCase())
  for (const [table, text] of rows)
    for (const line of text.split('\n'))
      if (lower.some((n) => line.toLowerCase().includes(n))) {
        found[table] = line.slice(0, 400)
        break
      }
  return found
}
