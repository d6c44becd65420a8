/**
 * Times the salon's export (src/features/export) on a diary of `visits` visits: the demo's visits
 * copied in bulk with SQL (each with its services) until there are that many, then `exportSalon`
 * into a new folder. Prints one JSON line: visits, rows written, seconds, megabytes.
 * Run by bench/export.mjs on a throwaway SQLite database.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { sql } from '@payloadcms/db-sqlite'

import { exportSalon } from '@/features/export/kit'
import { getEnv } from '@/platform/env'

import { loadPayload } from '../scripts/lib/cli'

type Db = { run(query: unknown): Promise<unknown>; all(query: unknown): Promise<Record<string, unknown>[]> }

async function columns(db: Db, table: string) {
  const info = await db.all(sql.raw(`PRAGMA table_info(\`${table}\`)`))
  return info.map((c) => String(c.name))
}

/** Doubles the visits (and their services) until there are at least `wanted`. */
async function growDiary(db: Db, wanted: number) {
  const visitColumns = (await columns(db, 'appointments')).filter((c) => c !== 'id')
  const itemColumns = (await columns(db, 'appointments_items')).filter((c) => c !== 'id' && c !== '_parent_id')
  const list = (cs: string[]) => cs.map((c) => `\`${c}\``).join(', ')
  for (;;) {
    const [counted] = await db.all(sql.raw('SELECT count(*) AS n, max(id) AS top FROM appointments'))
    const n = Number(counted?.n ?? 0)
    const top = Number(counted?.top ?? 0)
    if (n >= wanted) return n
    if (n === 0) throw new Error('The database has no visits to copy: prepare it with the demo (DEMO_CONTENT=on).')
    const take = Math.min(n, wanted - n)
    const offset = top
    await db.run(
      sql.raw(
        `INSERT INTO appointments (id, ${list(visitColumns)}) SELECT id + ${offset}, ${list(visitColumns)} FROM appointments ORDER BY id LIMIT ${take}`,
      ),
    )
    await db.run(
      sql.raw(
        `INSERT INTO appointments_items (id, _parent_id, ${list(itemColumns)}) SELECT id || '-${offset}', _parent_id + ${offset}, ${list(itemColumns)} FROM appointments_items WHERE _parent_id IN (SELECT id FROM appointments ORDER BY id LIMIT ${take})`,
      ),
    )
  }
}

async function main() {
  const wanted = Number(process.argv[2] ?? 50_000)
  const payload = await loadPayload()
  const db = (payload.db as unknown as { drizzle: Db }).drizzle
  const visits = await growDiary(db, wanted)
  const folder = mkdtempSync(path.join(os.tmpdir(), 'parlour-export-bench-'))
  try {
    const started = performance.now()
    const manifest = await exportSalon(payload, path.join(folder, 'out'), { mediaDir: getEnv().mediaDir })
    const seconds = (performance.now() - started) / 1000
    const rows = manifest.files.reduce((sum, f) => sum + (f.path.endsWith('.csv') ? (f.rows ?? 0) : 0), 0)
    const bytes = manifest.files.reduce((sum, f) => sum + f.bytes, 0)
    const visitRows = manifest.files.find((f) => f.path === 'visits.csv')?.rows ?? 0
    console.log(JSON.stringify({ visits, visitRows, rows, seconds, megabytes: bytes / 1e6 }))
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
  process.exit(0)
}

void main()
