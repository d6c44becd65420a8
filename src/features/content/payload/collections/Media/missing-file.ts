import { stat } from 'node:fs/promises'
import path from 'node:path'

import type { CollectionConfig } from 'payload'

type UploadHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

type Answer = { status: 400 | 404; message: string }

/** Why a media file name cannot be served from `dir`, or null when the file is there. */
export async function mediaFileRefusal(dir: string, filename: string): Promise<Answer | null> {
  if (/[\u0000-\u001f\u007f]/.test(filename)) return { status: 400, message: 'The file name is not valid.' }
  const root = path.resolve(dir)
  const file = path.resolve(root, filename)
  // Names that leave the folder are Payload's to refuse (400/403).
  if (!file.startsWith(root + path.sep)) return null
  try {
    return (await stat(file)).isFile() ? null : { status: 404, message: 'Not Found' }
  } catch {
    return { status: 404, message: 'Not Found' }
  }
}

/**
 * An upload handler run before Payload serves a file from disk: a file that is not there is a
 * 404 and a name with a control character a 400. Payload itself answers the first with a 500 and
 * logs the file's absolute path as an error, and fails on the second.
 */
export function missingMediaFile(dir: string): UploadHandler {
  // Payload's type allows Promise<Response> or Promise<void>, not one that may be either; it
  // goes on to serve the file when the handler's result is no Response.
  return (_req, { params }) =>
    mediaFileRefusal(dir, params.filename).then((refusal) =>
      refusal
        ? Response.json(
            { errors: [{ message: refusal.message }] },
            { status: refusal.status, headers: { 'cache-control': 'no-store' } },
          )
        : undefined,
    ) as Promise<void>
}
