/**
 * A folder as one zip archive, streamed (fflate): each file deflated as it is read, so a large
 * export never sits in memory whole.
 */
import { createReadStream } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'

import { Zip, ZipDeflate } from 'fflate'

/** The files under `folder`, as paths relative to it ('/'-separated), sorted. */
async function filesUnder(folder: string): Promise<string[]> {
  const all = await readdir(folder, { recursive: true })
  const files: string[] = []
  for (const entry of all.sort()) if ((await stat(join(folder, entry))).isFile()) files.push(entry)
  return files.map((f) => f.split('\\').join('/'))
}

/** A web stream of the zip of `folder`; `done` runs once it has been read to the end (or abandoned). */
export function zipFolder(folder: string, done: () => Promise<void>): ReadableStream<Uint8Array> {
  let zip: Zip
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error)
        controller.enqueue(chunk)
        if (final) {
          controller.close()
          void done()
        }
      })
      try {
        for (const path of await filesUnder(folder)) {
          const entry = new ZipDeflate(path, { level: 6 })
          zip.add(entry)
          for await (const chunk of createReadStream(join(folder, path))) entry.push(chunk as Uint8Array)
          entry.push(new Uint8Array(0), true)
        }
        zip.end()
      } catch (error) {
        controller.error(error)
        await done()
      }
    },
    async cancel() {
      zip?.terminate()
      await done()
    },
  })
}
