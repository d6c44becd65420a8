import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { mustFinish, STALLED } from './bootstrap.mjs'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** tests/helpers/run-fixture.ts under tsx, as `npm start` runs scripts/prepare.ts. */
function runFixture(mode: string) {
  const result = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['tests/helpers/run-fixture.ts', mode], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

// Each case starts tsx (a few seconds on a busy machine).
describe('scripts run through run() (seed, prepare, migrate…)', { timeout: 120_000 }, () => {
  it('end with 0 and their done line when the work finishes', () => {
    const r = runFixture('finishes')
    expect(r.stdout).toBe('[fixture] started\n[fixture] done\n')
    expect(r.status).toBe(0)
  })

  it.each(['stalls', 'exits'])(
    'end with STALLED (75) and say so when the work is left unsettled (Node alone would end with 0, silently): %s',
    (mode) => {
      const r = runFixture(mode)
      expect(r.stdout).toBe('[fixture] started\n')
      expect(r.stderr).toContain('[fixture] stopped before its work finished')
      expect(r.status).toBe(STALLED)
    },
  )

  it('end with 1 and the reason when the work fails', () => {
    const r = runFixture('fails')
    expect(r.stdout).toBe('[fixture] started\n')
    expect(r.stderr).toContain('[fixture] the work failed')
    expect(r.status).toBe(1)
  })
})

describe('mustFinish (how npm start, the test stages and the bench run prepare.ts)', { timeout: 180_000 }, () => {
  it('passes a script that finished its work', () => {
    expect(() => mustFinish('the fixture', 'tests/helpers/run-fixture.ts', ['finishes'])).not.toThrow()
  })

  it('refuses a script that ended with 0 without finishing its work (no completion mark)', () => {
    expect(() => mustFinish('the fixture', 'tests/helpers/empty-module.ts')).toThrow(
      'the fixture ended with exit 0 without finishing its work',
    )
  })

  it('refuses a script whose work was left unsettled', () => {
    expect(() => mustFinish('the fixture', 'tests/helpers/run-fixture.ts', ['stalls'])).toThrow(
      'the fixture failed (exit 75)',
    )
  })
})

// Node 20 never settles `import('@payloadcms/richtext-lexical')` (Lexical's development build) on
// its own: the process ends with 13, nothing printed. This is the order importConfig imports in.
describe(
  "Lexical's editor under Node's own module loader (scripts/lib/cli.ts importConfig)",
  { timeout: 120_000 },
  () => {
    it('loads once `lexical` has been evaluated on its own first', () => {
      const code =
        "await import('lexical'); const m = await import('@payloadcms/richtext-lexical'); console.log(typeof m.lexicalEditor)"
      const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, NODE_ENV: 'development' },
      })
      expect(r.stdout).toBe('function\n')
      expect(r.status).toBe(0)
    })
  },
)
