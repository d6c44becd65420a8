import { z } from 'zod'

/**
 * `manifest.json`, at the top of every backup: what it holds and how to check it. Written last, so a
 * backup with a manifest is complete; restore checks every checksum before it writes anything.
 */
const file = z.object({
  /** Relative to the backup's folder, with forward slashes. */
  path: z.string().min(1),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
})
export type BackupFile = z.infer<typeof file>

export const manifestSchema = z.object({
  format: z.literal('parlour-backup'),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['sqlite', 'postgres']),
    /** How the copy was made: `VACUUM INTO` (SQLite) or `pg_dump --format=custom` (PostgreSQL). */
    method: z.string(),
    file,
    /** Rows in each table at the moment of the copy (the copy's own snapshot). */
    tables: z.record(z.string(), z.number().int().nonnegative()),
  }),
  media: z.object({ files: z.array(file), bytes: z.number().int().nonnegative() }),
  /** A few totals for people reading the manifest (also in `tables`). */
  counts: z.record(z.string(), z.number().int().nonnegative()),
})
export type BackupManifest = z.infer<typeof manifestSchema>

export const MANIFEST_FILE = 'manifest.json'

/** The tables whose rows a person asks about first; the manifest's `counts` names them. */
const HEADLINE_TABLES: Record<string, string> = {
  appointments: 'appointments',
  clients: 'clients',
  services: 'services',
  employees: 'stylists',
  payments: 'payments',
  vouchers: 'vouchers',
  media: 'media',
  users: 'staff',
}

export function headlineCounts(tables: Record<string, number>, mediaFiles: number): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const [table, label] of Object.entries(HEADLINE_TABLES)) if (table in tables) counts[label] = tables[table]!
  counts.mediaFiles = mediaFiles
  return counts
}
