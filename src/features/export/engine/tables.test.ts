import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { exportColumnsMarkdown, TABLES } from './tables'

/** Markdown tables without their padding (the README's are aligned by the formatter). */
const unpadded = (text: string) =>
  text
    .split('\n')
    .map((line) =>
      line.startsWith('|')
        ? line
            .split('|')
            .map((cell) => cell.trim().replace(/^-{3,}$/, '---'))
            .join('|')
        : line,
    )
    .join('\n')

describe('the export’s tables', () => {
  it('are described column by column in the README, as the code writes them', () => {
    const readme = readFileSync('README.md', 'utf8')
    expect(unpadded(readme)).toContain(unpadded(exportColumnsMarkdown()))
  })

  it('give every column a name once per file and a description', () => {
    for (const table of TABLES) {
      const names = table.columns.map((c) => c.name)
      expect(new Set(names).size, table.file).toBe(names.length)
      for (const c of table.columns) expect(c.about.length, `${table.file} ${c.name}`).toBeGreaterThan(3)
    }
  })
})
