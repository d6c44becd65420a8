import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'src/cms/payload.config.ts'),
  '@/': `${path.resolve(import.meta.dirname, 'src')}/`,
  // Next.js resolves this marker itself; outside Next it is an empty module.
  'server-only': path.resolve(import.meta.dirname, 'tests/helpers/empty-module.ts'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'server/**/*.test.ts',
            'tests/fakes/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          environment: 'node',
          env: { TZ: 'UTC' },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/int-global-setup.ts'],
          setupFiles: ['tests/helpers/int-env.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
          // One database per run, shared by the files in sequence: no file sees another's half-done writes.
          fileParallelism: false,
          // The files share one worker and its module cache: Payload, its config and the database
          // adapter are loaded once per run instead of once per file (about 100 s of a run).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          // Backups taken under load and restored, against the production server (tests/backup; the
          // `backup` stage of npm test, once on SQLite and once on PostgreSQL).
          name: 'backup',
          include: ['tests/backup/**/*.backup.test.ts'],
          environment: 'node',
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Malformed requests against the production server (tests/fuzz; the `fuzz` stage of npm test).
          name: 'fuzz',
          include: ['tests/fuzz/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
})
