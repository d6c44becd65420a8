import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'

import { expect, test } from '@playwright/test'

import { LANGUAGE_PREFIXES, PAGE_TYPES } from '../helpers/page-types'

/**
 * The W3C Nu HTML checker (the `vnu-jar` package, run with the system Java that `npm test` makes
 * sure of) finds no error on any page type in either language, as the server sends it
 * (docs/decisions/0051). All pages go to one JVM: starting Java is most of the cost.
 */

const NU_JAR = String(createRequire(import.meta.url)('vnu-jar'))

/** Beyond the accessibility suite's pages: the booking page, the account signed out and more lists. */
const MORE_PAGES: [string, string][] = [
  ['booking', '/book/'],
  ['account, signed out', '/account/'],
  ['services of a salon', '/services/backstage-chelsea/female/'],
  ['prices of the women’s group', '/price/female/'],
]

interface NuMessage {
  type: string
  url?: string
  lastLine?: number
  firstColumn?: number
  message: string
  extract?: string
}

test('the Nu HTML checker finds no errors on any page type, in English and Ukrainian', async ({ request }) => {
  test.setTimeout(120_000)
  const folder = mkdtempSync(path.join(os.tmpdir(), 'parlour-nu-'))
  try {
    const pages = [...PAGE_TYPES, ...MORE_PAGES].flatMap(([name, pagePath]) =>
      LANGUAGE_PREFIXES.map((prefix) => ({ name, address: `${prefix}${pagePath}` })),
    )
    const pageByFile = new Map<string, string>()
    await Promise.all(
      pages.map(async ({ name, address }, index) => {
        const response = await request.get(address)
        expect(response.status(), address).toBe(name === '404' ? 404 : 200)
        const file = path.join(folder, `${index}.html`)
        writeFileSync(file, await response.body())
        pageByFile.set(pathToFileURL(file).href, address)
      }),
    )

    // A short run: the quick compiler alone (it needs a larger stack than the checker's 512 KB
    // minimum) uses well under half the CPU time of the default, with the same messages.
    const java = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-jar', NU_JAR]
    const { stdout } = await promisify(execFile)(
      process.env.JAVA ?? 'java',
      [...java, '--errors-only', '--exit-zero-always', '--format', 'json', '--stdout', folder],
      { maxBuffer: 64 * 1024 * 1024 },
    )
    const { messages } = JSON.parse(stdout) as { messages: NuMessage[] }
    const errorsByPage: Record<string, string[]> = {}
    for (const m of messages) {
      // The checker names a file `file:/tmp/…`; Node's file URLs are `file:///tmp/…`.
      const page = pageByFile.get(pathToFileURL(new URL(m.url ?? 'file:/').pathname).href) ?? m.url ?? '?'
      const where = m.lastLine != null ? `${m.lastLine}:${m.firstColumn ?? '?'}` : '-'
      ;(errorsByPage[page] ??= []).push(`${where} ${m.message}${m.extract ? ` — ${m.extract.trim()}` : ''}`)
    }
    expect(errorsByPage).toEqual({})
    // Every page was checked (a file the checker could not read would be a message above).
    expect(pageByFile.size).toBe(pages.length)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
})
