import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { GET } from './route'

const ROOT = path.resolve(import.meta.dirname, '../../../../..')
const tmp = mkdtempSync(path.join(os.tmpdir(), 'parlour-openapi-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

type Problem = { ruleId: string; severity: string; message: string; location: { pointer: string }[] }

/**
 * Redocly CLI's `lint` of a document, with the repository's redocly.yaml (the recommended rules,
 * telemetry off; the environment turns off its update check too): the problems it reports.
 */
function lint(name: string, document: unknown): Problem[] {
  const file = path.join(tmp, name)
  writeFileSync(file, JSON.stringify(document))
  const result = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js'),
      'lint',
      file,
      '--format=json',
      `--config=${path.join(ROOT, 'redocly.yaml')}`,
    ],
    {
      cwd: tmp,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  )
  const start = result.stdout.indexOf('{')
  if (start === -1) throw new Error(`redocly lint printed no report (exit ${result.status}): ${result.stderr}`)
  return (JSON.parse(result.stdout.slice(start)) as { problems: Problem[] }).problems
}

const summary = (p: Problem) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`

describe('the booking OpenAPI document as /api/booking/openapi.json serves it', () => {
  // Each lint is a node process reading the CLI's 15 MB bundle: seconds on a busy machine.
  it('passes Redocly’s recommended rules with no error and no warning', { timeout: 30_000 }, async () => {
    const served = await GET().json()
    expect(lint('served.json', served).map(summary)).toEqual([])
  })

  it(
    'would fail them with an operation that has no operationId, no security and no 4xx answer',
    { timeout: 30_000 },
    async () => {
      const served = (await GET().json()) as { paths: Record<string, Record<string, unknown>> }
      served.paths['/api/booking/new-thing'] = {
        get: { summary: 'A new operation', responses: { '200': { description: 'Fine.' } } },
      }
      const found = lint('changed.json', served).filter((p) => p.location[0]?.pointer.includes('new-thing'))
      expect(found.map((p) => p.ruleId).sort()).toEqual([
        'operation-4xx-response',
        'operation-operationId',
        'security-defined',
      ])
    },
  )
})
