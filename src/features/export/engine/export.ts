/**
 * The salon's export (issue 31): everything Parlour holds about its business, in files any other
 * system can read — the CSV tables of tables.ts (UTF-8 with a byte-order mark so spreadsheets read
 * Ukrainian names, a header row, formula-safe cells), the content as JSON in both languages, the
 * media files, and `manifest.json` with each file's rows, bytes and SHA-256. Rows are read a page at
 * a time in id order and streamed to disk, so the size of the diary does not matter to memory.
 */
import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { copyFile, mkdir, readdir, stat, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { once } from 'node:events'

import { stringify } from 'csv-stringify'
import type { CollectionSlug, GlobalSlug, Payload } from 'payload'

import { cell } from '../domain/cells'
import { DESK_REFUNDS, TABLES, VISIT_NOTES, type Names, type Table } from './tables'

const PAGE = 1000
const BOM = '\uFEFF'

/** The content, in every language, as the admin edits it. */
const CONTENT: CollectionSlug[] = [
  'pages',
  'articles',
  'articles-categories',
  'services',
  'services-categories',
  'salons',
  'salons-categories',
  'employees',
  'employees-categories',
  'positions',
  'skills',
  'skills-categories',
  'vacancies',
  'redirects',
  'media',
]
const SETTINGS: GlobalSlug[] = ['site-settings', 'contacts', 'booking-settings', 'till-settings', 'voucher-settings']

export interface ExportFile {
  path: string
  rows?: number
  bytes: number
  sha256: string
}

export interface ExportManifest {
  format: 'parlour-export'
  version: 1
  createdAt: string
  database: string
  files: ExportFile[]
}

export type ExportProgress = (file: string, rows: number) => void

/** Every document of a collection, a page at a time in id order. */
async function* documents(
  payload: Payload,
  collection: CollectionSlug,
  where?: Record<string, unknown>,
  locale?: 'all',
) {
  let page = 1
  for (;;) {
    const found = await payload.find({
      collection,
      where: where as never,
      ...(locale ? { locale } : {}),
      sort: 'id',
      limit: PAGE,
      page,
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of found.docs) yield doc as unknown as Record<string, unknown>
    if (!found.hasNextPage) return
    page += 1
  }
}

async function nameMap(payload: Payload, collection: CollectionSlug, pick: (d: Record<string, unknown>) => unknown) {
  const map = new Map<string, string>()
  for await (const doc of documents(payload, collection)) map.set(String(doc.id), String(pick(doc) ?? ''))
  return map
}

async function readNames(payload: Payload): Promise<Names> {
  return {
    salons: await nameMap(payload, 'salons', (d) => d.title),
    zones: await nameMap(payload, 'salons', (d) => d.timezone ?? 'Europe/London'),
    services: await nameMap(payload, 'services', (d) => d.title),
    stylists: await nameMap(payload, 'employees', (d) => d.name),
    clientPhones: await nameMap(payload, 'clients', (d) => d.phone),
    saleNumbers: await nameMap(payload, 'sales', (d) => d.number),
    voucherCodes: await nameMap(payload, 'vouchers', (d) => d.code),
  }
}

async function sha256(path: string) {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

async function described(folder: string, path: string, rows?: number): Promise<ExportFile> {
  const full = join(folder, path)
  return { path, ...(rows == null ? {} : { rows }), bytes: (await stat(full)).size, sha256: await sha256(full) }
}

/** Writes one CSV file from its tables (a file may gather rows of two collections). */
async function writeTable(
  payload: Payload,
  folder: string,
  parts: Table[],
  names: Names,
  progress?: ExportProgress,
): Promise<ExportFile> {
  const [first] = parts as [Table]
  const out = createWriteStream(join(folder, first.file))
  out.write(BOM)
  const csv = stringify({ header: true, columns: first.columns.map((c) => c.name), record_delimiter: '\r\n' })
  csv.pipe(out)
  let rows = 0
  for (const table of parts)
    for await (const doc of documents(payload, table.collection, table.where))
      for (const row of table.rows ? table.rows(doc) : [doc]) {
        const record = table.columns.map((c) => cell(c.kind, c.value(row, names)))
        if (!csv.write(record)) await once(csv, 'drain')
        rows += 1
        if (progress && rows % PAGE === 0) progress(first.file, rows)
      }
  csv.end()
  await once(out, 'finish')
  progress?.(first.file, rows)
  return described(folder, first.file, rows)
}

async function copyMedia(from: string, folder: string): Promise<ExportFile[]> {
  const files: ExportFile[] = []
  let entries: string[] = []
  try {
    entries = await readdir(from, { recursive: true })
  } catch {
    return files // no media folder yet
  }
  for (const entry of entries.sort()) {
    const source = join(from, entry)
    if (!(await stat(source)).isFile()) continue
    const target = join(folder, 'media', entry)
    await mkdir(join(target, '..'), { recursive: true })
    await copyFile(source, target)
    files.push(await described(folder, relative(folder, target)))
  }
  return files
}

/**
 * Writes the salon's export into `folder`, which must not exist yet or be empty (nothing is ever
 * overwritten). `mediaDir`: where the uploaded files are. Answers the manifest it wrote.
 */
export async function exportSalon(
  payload: Payload,
  folder: string,
  options: { mediaDir: string; now?: Date; progress?: ExportProgress },
): Promise<ExportManifest> {
  try {
    await payload.count({ collection: 'salons', overrideAccess: true })
  } catch {
    throw new Error('This database holds no Parlour data yet (its tables are missing): there is nothing to export.')
  }
  await mkdir(folder, { recursive: true })
  if ((await readdir(folder)).length > 0) throw new Error(`${folder} is not empty: choose a new folder for the export.`)
  const names = await readNames(payload)
  const files: ExportFile[] = []
  const byFile = new Map<string, Table[]>()
  for (const table of [...TABLES, VISIT_NOTES, DESK_REFUNDS])
    byFile.set(table.file, [...(byFile.get(table.file) ?? []), table])
  for (const parts of byFile.values()) files.push(await writeTable(payload, folder, parts, names, options.progress))

  await mkdir(join(folder, 'content'))
  for (const collection of CONTENT) {
    const docs: unknown[] = []
    for await (const doc of documents(payload, collection, undefined, 'all')) docs.push(doc)
    await writeFile(join(folder, 'content', `${collection}.json`), JSON.stringify(docs, null, 2))
    files.push(await described(folder, join('content', `${collection}.json`), docs.length))
  }
  for (const slug of SETTINGS) {
    const doc = await payload.findGlobal({ slug, locale: 'all', depth: 0, overrideAccess: true })
    await writeFile(join(folder, 'content', `${slug}.json`), JSON.stringify(doc, null, 2))
    files.push(await described(folder, join('content', `${slug}.json`)))
  }
  files.push(...(await copyMedia(options.mediaDir, folder)))

  const manifest: ExportManifest = {
    format: 'parlour-export',
    version: 1,
    createdAt: (options.now ?? new Date()).toISOString(),
    database: payload.db.name,
    files,
  }
  await writeFile(join(folder, 'manifest.json'), JSON.stringify(manifest, null, 2))
  return manifest
}
