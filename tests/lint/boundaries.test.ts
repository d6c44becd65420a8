/**
 * The lint rules that keep the feature map (eslint.config.mjs, decision 0031) fail when the map is
 * broken: each case lints a small piece of code as if it stood at a path of the repository, with
 * the repository's own configuration, and looks for the rule's error.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { ESLint } from 'eslint'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
// Two throwaway features that import each other, written under src/features for the cycle case.
const TAG = `lint-fixture-${process.pid}`
const FIRST = path.join(ROOT, 'src/features', `${TAG}-a`)
const SECOND = path.join(ROOT, 'src/features', `${TAG}-b`)

/** The repository's lint; `virtual` leaves out import/no-cycle, which needs the file on disk. */
let eslint: ESLint
let virtual: ESLint
beforeAll(() => {
  mkdirSync(FIRST, { recursive: true })
  mkdirSync(SECOND, { recursive: true })
  writeFileSync(path.join(FIRST, 'index.ts'), `export { second } from './uses-second'\nexport const first = 1\n`)
  writeFileSync(
    path.join(FIRST, 'uses-second.ts'),
    `import { b } from '@/features/${TAG}-b'\nexport const second = b\n`,
  )
  writeFileSync(
    path.join(SECOND, 'index.ts'),
    `import { first } from '@/features/${TAG}-a'\nexport const b = first + 1\n`,
  )
  eslint = new ESLint({ cwd: ROOT, cache: false })
  virtual = new ESLint({ cwd: ROOT, cache: false, ruleFilter: ({ ruleId }) => ruleId !== 'import/no-cycle' })
})
afterAll(() => {
  rmSync(FIRST, { recursive: true, force: true })
  rmSync(SECOND, { recursive: true, force: true })
})

/** The rule ids of the errors ESLint reports for `code` standing at `file` (relative to the root). */
async function errors(code: string, file: string): Promise<string[]> {
  const [result] = await virtual.lintText(code, { filePath: path.join(ROOT, file) })
  return result!.messages.filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message)
}

// The first case loads the whole configuration and its plugins: slow on a busy machine, not a measure.
describe('the lint rules of the feature map', { timeout: 30_000 }, () => {
  it('refuse a feature reaching into another feature, and accept its entries', async () => {
    const inside = `import { parseLocalDate } from '@/features/booking/domain/time'\nexport const d = parseLocalDate\n`
    expect(await errors(inside, 'src/features/front-desk/lint-case.ts')).toContain('import/no-restricted-paths')
    const entry = `import { parseLocalDate } from '@/features/booking/kit'\nexport const d = parseLocalDate\n`
    expect(await errors(entry, 'src/features/front-desk/lint-case.ts')).toEqual([])
  })

  it('refuse a component importing a feature past its browser entries', async () => {
    const code = `import { BookingWidget } from '@/features/booking/ui/widget/booking-widget'\nexport const w = BookingWidget\n`
    expect(await errors(code, 'src/ui/cards/lint-case.tsx')).toContain('import/no-restricted-paths')
  })

  it('refuse an import cycle between features', async () => {
    const [result] = await eslint.lintFiles([path.join(FIRST, 'uses-second.ts')])
    expect(result!.messages.map((m) => m.ruleId)).toContain('import/no-cycle')
  })

  it('refuse Payload in a pure domain and a file name that is not kebab-case', async () => {
    const payload = `import type { Payload } from 'payload'\nexport type P = Payload\n`
    expect(await errors(payload, 'src/features/booking/domain/lint-case.ts')).toContain('no-restricted-imports')
    expect(await errors('export const x = 1\n', 'src/features/booking/LintCase.ts')).toContain(
      'parlour/kebab-case-file',
    )
    expect(await errors('export const x = 1\n', 'src/features/booking/lint-case.ts')).toEqual([])
  })
})
