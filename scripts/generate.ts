/**
 * Regenerates Payload's generated files after a change to collections or globals:
 * src/cms/payload-types.ts and src/app/(payload)/admin/importMap.js.
 * (The Payload CLI sometimes exits 0 without writing them, so this calls the functions directly.)
 */
import { importConfig, run } from './lib/cli'

run('generate', async () => {
  const [{ generateImportMap }, { generateTypes }, config] = await Promise.all([
    import('payload'),
    import('payload/node'),
    importConfig(),
  ])
  await generateTypes(config, { log: true })
  await generateImportMap(config, { force: true, log: true })
})
