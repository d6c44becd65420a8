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
    const pageByFile = new Map<string, string>()
    for (const [name, pagePath] of [...PAGE_TYPES, ...MORE_PAGES]) {
      for (const prefix of LANGUAGE_PREFIXES) {
        const address = `${prefix}${pagePath}`
        const response = await request.get(address)
        expect(response.status(), address).toBe(name === '404' ? 404 : 200)
        const file = path.join(folder, `${pageByFile.size}.html`)
        writeFileSync(file, await response.body())
        pageByFile.set(pathToFileURL(file).href, address)
      }
    }

    const { stdout } = await promisify(execFile)(
      process.env.JAVA ?? 'java',
      ['-Xss1m', '-jar', NU_JAR, '--errors-only', '--exit-zero-always', '--format', 'json', '--stdout', folder],
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
    expect(pageByFile.size).toBe((PAGE_TYPES.length + MORE_PAGES.length) * LANGUAGE_PREFIXES.length)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
})
