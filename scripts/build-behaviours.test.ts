import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { afterEach, describe, expect, it } from 'vitest'

import { buildBehaviours } from './build-behaviours.mjs'

const roots: string[] = []
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })))

/** A repository of two files: a tsconfig with the `@/` alias and an entry that uses it. */
function fixture(greeting: string) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'parlour-behaviours-'))
  roots.push(root)
  mkdirSync(path.join(root, 'src'))
  writeFileSync(
    path.join(root, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } }),
  )
  writeFileSync(path.join(root, 'src', 'words.ts'), `export const greeting: string = ${JSON.stringify(greeting)}\n`)
  writeFileSync(
    path.join(root, 'src', 'entry.ts'),
    "import { greeting } from '@/words'\nconst unusedLongName = 1\ndocument.title = greeting\n",
  )
  return root
}

const bundles = [{ name: 'site', entry: 'src/entry.ts' }]
const out = (root: string) => path.join(root, 'public', '_parlour')

describe('buildBehaviours', () => {
  it('writes a minified module under a content-hashed name and the manifest naming it', async () => {
    const root = fixture('Hello')
    const manifest = await buildBehaviours({ root, bundles })
    expect(manifest).toEqual({ site: expect.stringMatching(/^\/_parlour\/site-[A-Z0-9]{8}\.js$/) })
    expect(JSON.parse(readFileSync(path.join(out(root), 'manifest.json'), 'utf8'))).toEqual(manifest)
    const code = readFileSync(path.join(root, 'public', manifest.site!), 'utf8')
    expect(code).toContain('"Hello"')
    expect(code).not.toContain('unusedLongName')
    // V8's compile hint on the first line, then one line of code.
    expect(code.trim().split('\n')).toEqual(['//# allFunctionsCalledOnLoad', expect.any(String)])

    // The same sources give the same name; other sources another one.
    expect(await buildBehaviours({ root, bundles })).toEqual(manifest)
    writeFileSync(path.join(root, 'src', 'words.ts'), 'export const greeting = "Hi"\n')
    expect((await buildBehaviours({ root, bundles })).site).not.toBe(manifest.site)
  })

  it('leaves out what a module loads lazily, and refuses a bundle that would still load it', async () => {
    const root = fixture('Hello')
    writeFileSync(path.join(root, 'src', 'big.ts'), 'import "./big.css"\nexport const big = "BIG MODULE"\n')
    writeFileSync(path.join(root, 'src', 'big.css'), '.big { color: red }\n')
    writeFileSync(
      path.join(root, 'src', 'words.ts'),
      'export const greeting = "Hi"\nexport const later = () => import("./big")\n',
    )
    const manifest = await buildBehaviours({ root, bundles })
    expect(Object.keys(manifest)).toEqual(['site'])
    expect(readFileSync(path.join(root, 'public', manifest.site!), 'utf8')).not.toContain('BIG MODULE')

    writeFileSync(path.join(root, 'src', 'entry.ts'), 'import { later } from "@/words"\nvoid later()\n')
    await expect(buildBehaviours({ root, bundles })).rejects.toThrow(
      /loads \.\/big lazily: give the "site" bundle splitting/,
    )
  })

  it('keeps the files of an earlier build for a day, for a server still running on it', async () => {
    const root = fixture('Hello')
    const first = await buildBehaviours({ root, bundles })
    writeFileSync(path.join(root, 'src', 'words.ts'), 'export const greeting = "Hi"\n')
    const second = await buildBehaviours({ root, bundles })
    expect(readdirSync(out(root)).sort()).toEqual(
      ['manifest.json', path.basename(first.site!), path.basename(second.site!)].sort(),
    )
    const dayAndAMinuteAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000)
    utimesSync(path.join(root, 'public', first.site!), dayAndAMinuteAgo, dayAndAMinuteAgo)
    await buildBehaviours({ root, bundles })
    expect(readdirSync(out(root)).sort()).toEqual(['manifest.json', path.basename(second.site!)].sort())
  })

  it('puts an inline bundle into the manifest as a classic script, and writes no file for it', async () => {
    const root = fixture('Hello')
    const manifest = await buildBehaviours({ root, bundles: [{ name: 'start', entry: 'src/entry.ts', inline: true }] })
    expect(Object.keys(manifest)).toEqual(['start.inline'])
    const code = manifest['start.inline']!
    expect(code).toContain('"Hello"')
    expect(code).not.toContain('unusedLongName')
    // A classic script: no module syntax, its names kept out of the page's global scope, no hint comment.
    expect(code).not.toMatch(/\b(import|export)\b|allFunctionsCalledOnLoad/)
    expect(code).toMatch(/\(\(\)=>\{[\s\S]*\}\)\(\);$/)
    expect(readdirSync(out(root))).toEqual(['manifest.json'])
    // Run as a page would: it sets the title.
    const document = { title: '' }
    new Function('document', code)(document)
    expect(document.title).toBe('Hello')
  })
})

describe('islands', () => {
  it("give their loader the islands' address and the style sheet each island needs", async () => {
    const root = fixture('Hello')
    writeFileSync(path.join(root, 'src', 'dialog.module.css'), '.box { color: red }\n')
    writeFileSync(path.join(root, 'src', 'dialog.ts'), 'import s from "./dialog.module.css"\nexport default s.box\n')
    writeFileSync(path.join(root, 'src', 'plain.ts'), 'export default "plain"\n')
    writeFileSync(
      path.join(root, 'src', 'islands.ts'),
      'export const open = (k: string) => (k === "dialog" ? import("./dialog") : import("./plain"))\n',
    )
    writeFileSync(
      path.join(root, 'src', 'loader.ts'),
      'declare const PARLOUR_ISLANDS: unknown\nexport const files = PARLOUR_ISLANDS\n',
    )
    const manifest = await buildBehaviours({
      root,
      bundles: [
        {
          name: 'islands',
          entry: 'src/islands.ts',
          splitting: true,
          islands: { dialog: 'src/dialog.ts', plain: 'src/plain.ts' },
        },
        { name: 'islands-loader', entry: 'src/loader.ts', islandsOf: 'islands' },
      ],
    })
    expect(Object.keys(manifest)).toEqual(['islands', 'islands-loader'])
    const loader = path.join(root, 'public', manifest['islands-loader']!)
    const { files } = (await import(pathToFileURL(loader).href)) as {
      files: { entry: string; css: Record<string, string[]> }
    }
    expect(files.entry).toBe(manifest.islands)
    expect(files.css.plain).toEqual([])
    expect(files.css.dialog).toEqual([expect.stringMatching(/^\/_parlour\/chunks\/dialog-[A-Z0-9]{8}\.css$/)])
    expect(readFileSync(path.join(root, 'public', files.css.dialog![0]!), 'utf8')).toMatch(/color: ?red/)
  })
})
