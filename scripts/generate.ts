/**
 * Regenerates Payload's generated files after a change to collections or globals:
 * src/cms/payload-types.ts and src/app/(payload)/admin/importMap.js.
 * (The Payload CLI sometimes exits 0 without writing them, so this calls the functions directly.)
 */
import { run } from './lib/cli'

run('generate', async () => {
  const [{ generateImportMap }, { generateTypes }, { default: configPromise }] = await Promise.all([
    import('payload'),
    import('payload/node'),
    import('@payload-config'),
  ])
  const config = await configPromise
  await generateTypes(config, { log: true })
  await generateImportMap(config, { force: true, log: true })
})
