/**
 * `npm test`: every suite, in order — lint, typecheck, unit, integration on SQLite, integration
 * on a throwaway PostgreSQL cluster, end-to-end in Chromium
 * against the production build, malformed requests against that build (fuzz), and the production
 * shape — two instances, Redis, nginx, PostgreSQL — under load and faults (cluster). No stage is
 * skipped: what a stage needs is installed with apt (as root), or the suite fails saying what is missing.
 *
 *   npm test                       everything
 *   npm test -- --only=unit,int    some stages (lint, types, unit, int, pg, e2e, fuzz, backup, cluster)
 *   npm test -- --only=e2e --files=tests/e2e/account.e2e.ts   some files of the chosen stages
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import {
  buildIsCurrent,
  ensureBuild,
  ensureChromium,
  ensureDependencies,
  ensureJava,
  main,
  mustRun,
  prepareDatabase,
  ROOT,
  runQuietly,
  StepFailed,
} from './lib/bootstrap.mjs'
import { ensureServerPackages } from './lib/cluster.mjs'
import { startCluster } from './lib/pg-cluster.mjs'

await main(async () => {
  const onlyArg = process.argv.find((a) => a.startsWith('--only='))
  const only = onlyArg ? new Set(onlyArg.slice('--only='.length).split(',')) : null
  const wants = (stage) => !only || only.has(stage)
  // Files (or name filters) handed to the test runner of each stage that runs.
  const filesArg = process.argv.find((a) => a.startsWith('--files='))
  const files = filesArg ? filesArg.slice('--files='.length).split(',').filter(Boolean) : []
  const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name)
  const started = Date.now()
  const timings = []
  /**
   * Steps side by side, each one's output printed whole as it ends; once all have ended, fails with
   * the first that failed.
   */
  async function together(steps) {
    const results = await Promise.all(
      steps.map(async (step) => {
        const result = await step()
        console.log(`\n── ${result.label}: ${result.status === 0 ? 'passed' : `failed (exit ${result.status})`} ──`)
        process.stdout.write(result.output)
        return result
      }),
    )
    const failed = results.find((r) => r.status !== 0)
    if (failed) throw new StepFailed(failed.label, failed.status)
  }
  async function stage(name, fn) {
    const t = Date.now()
    console.log(`\n━━ ${name} ━━`)
    await fn()
    timings.push(`${name}: ${((Date.now() - t) / 1000).toFixed(0)} s`)
  }

  ensureDependencies()
  const chromium = wants('e2e') || wants('cluster') ? ensureChromium() : null
  // The Nu HTML checker of the end-to-end stage (tests/e2e/valid-html.e2e.ts) runs on Java.
  const java = wants('e2e') ? ensureJava() : null
  const testSecret = 'parlour-test-secret-0123456789abcdef0123'

  // Lint and the typecheck side by side (each mostly one core), then the unit tests.
  const checks = []
  if (wants('lint'))
    checks.push(async () => {
      const eslint = await runQuietly('eslint', bin('eslint'), ['.', '--max-warnings=0'])
      if (eslint.status !== 0) return eslint
      const prettier = await runQuietly('prettier', bin('prettier'), ['--check', '.', '--log-level=warn'])
      return { ...prettier, label: 'lint (eslint, prettier)', output: eslint.output + prettier.output }
    })
  if (wants('types')) checks.push(() => runQuietly('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']))
  if (checks.length)
    await stage(wants('lint') && wants('types') ? 'lint and typecheck' : 'lint or typecheck', () => together(checks))
  if (wants('unit'))
    await stage('unit', () =>
      mustRun('unit tests', bin('vitest'), ['run', '--project', 'unit', ...files], { env: { TZ: 'UTC' } }),
    )
  // Integration on SQLite and on PostgreSQL side by side: each runs its files one after another on a
  // database of its own (a temporary SQLite file; a throwaway PostgreSQL cluster), so they share nothing.
  const sqlite = wants('int')
  const postgres = wants('pg') || (wants('int') && !only)
  if (sqlite || postgres) {
    const names = [sqlite && 'SQLite', postgres && 'PostgreSQL'].filter(Boolean).join(' and ')
    await stage(`integration (${names})`, async () => {
      const integration = (label, databaseUrl) => () =>
        runQuietly(label, bin('vitest'), ['run', '--project', 'int', ...files], {
          env: { TEST_DATABASE_URL: databaseUrl },
        })
      const runs = []
      if (sqlite) runs.push(integration('integration tests on SQLite', ''))
      let cluster = null
      try {
        if (postgres) {
          // Never skipped: PostgreSQL comes from apt when missing (as root), else the suite fails saying how.
          ensureServerPackages(['postgres'])
          cluster = await startCluster({ log: (l) => console.log(l) })
          runs.push(integration('integration tests on PostgreSQL', cluster.url))
        }
        await together(runs)
      } finally {
        cluster?.stop()
      }
    })
  }
  if (wants('e2e')) {
    await stage('end-to-end (Chromium, production build)', () => {
      const tmp = mkdtempSync(path.join(os.tmpdir(), 'parlour-e2e-'))
      const env = {
        DATABASE_URL: `file:${path.join(tmp, 'e2e.db')}`,
        MEDIA_DIR: path.join(tmp, 'media'),
        // The server's texts (sign-in codes) land here; tests/helpers/sms-outbox.ts reads them back.
        SMS_OUTBOX_FILE: path.join(tmp, 'sms-outbox.jsonl'),
        // Staff emails (password reset links); tests/e2e/admin-password.e2e.ts reads them back.
        EMAIL_OUTBOX_FILE: path.join(tmp, 'email-outbox.jsonl'),
        PAYLOAD_SECRET: testSecret,
        DEMO_CONTENT: 'on',
        SITE_URL: `http://localhost:${process.env.E2E_PORT || 3100}`,
        NEXT_DIST_DIR: '.next-e2e',
        CHROME_PATH: chromium,
        JAVA: java,
        NODE_ENV: 'production',
      }
      try {
        prepareDatabase(env)
        ensureBuild({ distDir: '.next-e2e', env, force: true })
        mustRun('end-to-end tests', bin('playwright'), ['test', ...files], { env: { ...env, NODE_ENV: 'test' } })
      } finally {
        rmSync(tmp, { recursive: true, force: true })
      }
    })
  }
  if (wants('fuzz')) {
    await stage('fuzz (malformed requests, production build)', () => {
      const tmp = mkdtempSync(path.join(os.tmpdir(), 'parlour-fuzz-db-'))
      const env = {
        DATABASE_URL: `file:${path.join(tmp, 'fuzz.db')}`,
        MEDIA_DIR: path.join(tmp, 'media'),
        PAYLOAD_SECRET: testSecret,
        DEMO_CONTENT: 'on',
        SITE_URL: `http://localhost:${process.env.E2E_PORT || 3100}`,
        NEXT_DIST_DIR: '.next-e2e',
        NODE_ENV: 'production',
      }
      try {
        prepareDatabase(env)
        // The end-to-end stage has just built this; alone (--only=fuzz) the build is made here.
        ensureBuild({ distDir: '.next-e2e', env })
        mustRun('fuzz tests', bin('vitest'), ['run', '--project', 'fuzz', ...files], {
          env: { ...env, NODE_ENV: 'test' },
        })
      } finally {
        rmSync(tmp, { recursive: true, force: true })
      }
    })
  }
  if (wants('backup')) {
    await stage('backup and restore under load (production build, SQLite and PostgreSQL)', async () => {
      // Never skipped: PostgreSQL comes from apt when missing (as root), else the suite fails saying how.
      ensureServerPackages(['postgres'])
      const site = { SITE_URL: `http://localhost:${process.env.E2E_PORT || 3100}`, NEXT_DIST_DIR: '.next-e2e' }
      // The end-to-end stage's build serves here (each test runs it on databases of its own); alone
      // (--only=backup) it is made here, against a database prepared for the build.
      if (!buildIsCurrent({ distDir: '.next-e2e', env: site })) {
        const tmp = mkdtempSync(path.join(os.tmpdir(), 'parlour-backup-build-'))
        const env = {
          ...site,
          DATABASE_URL: `file:${path.join(tmp, 'build.db')}`,
          MEDIA_DIR: path.join(tmp, 'media'),
          PAYLOAD_SECRET: testSecret,
          DEMO_CONTENT: 'on',
          NODE_ENV: 'production',
        }
        try {
          prepareDatabase(env)
          ensureBuild({ distDir: '.next-e2e', env })
        } finally {
          rmSync(tmp, { recursive: true, force: true })
        }
      }
      const run = (label, env) =>
        mustRun(label, bin('vitest'), ['run', '--project', 'backup', ...files], {
          env: { PAYLOAD_SECRET: testSecret, NEXT_DIST_DIR: '.next-e2e', ...env },
        })
      run('backup and restore on SQLite', { TEST_DATABASE_URL: '' })
      const cluster = await startCluster({ log: (l) => console.log(l) })
      try {
        run('backup and restore on PostgreSQL', { TEST_DATABASE_URL: cluster.url })
      } finally {
        cluster.stop()
      }
    })
  }
  if (wants('cluster')) {
    await stage('cluster (two instances, Redis, nginx, PostgreSQL)', () => {
      // Never skipped: PostgreSQL, nginx and redis-server come from apt when missing (as root), else
      // the suite fails saying how to install them.
      ensureServerPackages()
      // The end-to-end stage's build, served at the address it was built for (nothing else listens
      // there by now): the instances render from PostgreSQL and share their pages on Redis, so the
      // build's own database and its page files do not matter. Alone (--only=cluster) it is made here.
      mustRun('cluster tests', bin('playwright'), ['test', '-c', 'playwright.cluster.config.ts', ...files], {
        env: {
          PAYLOAD_SECRET: testSecret,
          CLUSTER_PORT: String(process.env.E2E_PORT || 3100),
          CLUSTER_DIST_DIR: '.next-e2e',
          CHROME_PATH: chromium,
        },
      })
    })
  }
  console.log(`\n✓ all suites passed in ${((Date.now() - started) / 1000).toFixed(0)} s (${timings.join(', ')})`)
})
