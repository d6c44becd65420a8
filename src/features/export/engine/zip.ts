/**
 * A folder as one zip archive, streamed (fflate): each file read a chunk at a time as the reader
 * asks for more, deflated as it goes, so a large export (its media above all) never sits in memory
 * whole.
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

/** A web stream of the zip of `folder`; `done` runs once, when it has been read to the end, failed or been abandoned. */
export function zipFolder(folder: string, done: () => Promise<void>): ReadableStream<Uint8Array> {
  let finished = false
  const finish = async () => {
    if (finished) return
    finished = true
    await done()
  }
  let zip: Zip
  let steps: AsyncGenerator<void>
  let produced = false
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        zip = new Zip((error, chunk, final) => {
          if (error) return controller.error(error)
          produced = true
          controller.enqueue(chunk)
          if (final) {
            controller.close()
            void finish()
          }
        })
        // Each step feeds one chunk of one file to the archive.
        steps = (async function* () {
          for (const path of await filesUnder(folder)) {
            const entry = new ZipDeflate(path, { level: 6 })
            zip.add(entry)
            for await (const chunk of createReadStream(join(folder, path))) {
              entry.push(chunk as Uint8Array)
              yield
            }
            entry.push(new Uint8Array(0), true)
            yield
          }
          zip.end()
        })()
      },
      async pull(controller) {
        try {
          // Fed until the archive gives out bytes (or ends), so every pull answers the reader.
          produced = false
          while (!produced) if ((await steps.next()).done) break
        } catch (error) {
          controller.error(error)
          await finish()
        }
      },
      async cancel() {
        zip?.terminate()
        await steps?.return(undefined)
        await finish()
      },
    },
    { highWaterMark: 4 },
  )
}
