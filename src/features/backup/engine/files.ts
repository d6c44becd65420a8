/** Files of a backup: copying a folder with each file's checksum, and checking them again. */
import { createHash } from 'node:crypto'
import { createReadStream, existsSync } from 'node:fs'
import { copyFile, mkdir, readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'

import type { BackupFile } from '../domain/manifest'

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** Every regular file under `dir`, relative paths with forward slashes, sorted; none when it is missing. */
export async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return []
  const out: string[] = []
  const walk = async (rel: string) => {
    for (const entry of await readdir(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name
      if (entry.isDirectory()) await walk(child)
      else if (entry.isFile()) out.push(child)
    }
  }
  await walk('')
  return out.sort()
}

/** A folder that is missing or holds no files (empty sub-folders do not count). */
export async function holdsNoFiles(dir: string): Promise<boolean> {
  return (await filesUnder(dir)).length === 0
}

/** Describes a file of the backup folder `root` for the manifest. */
export async function describe(root: string, rel: string): Promise<BackupFile> {
  const full = path.join(root, rel)
  return { path: rel, bytes: (await stat(full)).size, sha256: await sha256Of(full) }
}

/**
 * Copies every file under `from` to `to` (made if need be), each described relative to `root` as
 * `<prefix>/<file>`. A file that disappears while it is copied (media deleted meanwhile) is left out.
 */
export async function copyTree(from: string, to: string, root: string, prefix: string): Promise<BackupFile[]> {
  const described: BackupFile[] = []
  for (const rel of await filesUnder(from)) {
    const target = path.join(to, rel)
    await mkdir(path.dirname(target), { recursive: true })
    try {
      await copyFile(path.join(from, rel), target)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
      throw error
    }
    described.push(await describe(root, prefix ? `${prefix}/${rel}` : rel))
  }
  return described
}

/** The files whose size or checksum differ from the manifest's (or are missing). */
export async function damaged(root: string, files: readonly BackupFile[]): Promise<string[]> {
  const bad: string[] = []
  for (const f of files) {
    const full = path.join(root, f.path)
    if (!existsSync(full) || (await stat(full)).size !== f.bytes || (await sha256Of(full)) !== f.sha256)
      bad.push(f.path)
  }
  return bad
}

/** Empties a folder, keeping the folder itself. */
export async function emptyFolder(dir: string): Promise<void> {
  if (!existsSync(dir)) return
  for (const entry of await readdir(dir)) await rm(path.join(dir, entry), { recursive: true, force: true })
}
