/**
 * The mapping form's helpers, in the browser: the header row of the chosen file (its first line,
 * split as CSV with the delimiter the line uses most), and the chosen columns as the manual map the
 * server reads (`field=Header,…`, src/features/import/domain/fields.ts).
 */

/** The first line's cells: quotes honoured, a BOM dropped, `,`, `;` or a tab as the line uses. */
export function headerRow(text: string): string[] {
  const line = (text.replace(/^\uFEFF/, '').match(/^[^\r\n]*/) ?? [''])[0]
  const outside = line.replace(/"[^"]*"/g, '')
  const delimiter = [',', ';', '\t'].sort((a, b) => outside.split(b).length - outside.split(a).length)[0]!
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === delimiter) {
      cells.push(cell.trim())
      cell = ''
    } else cell += c
  }
  cells.push(cell.trim())
  return cells.filter((c, i) => c !== '' || i < cells.length - 1)
}

/** The chosen columns (field → header, empty when not used) as `field=Header,…`; empty when none is chosen. */
export function mapText(choices: Record<string, string>): string {
  return Object.entries(choices)
    .filter(([, header]) => header)
    .map(([field, header]) => `${field}=${header}`)
    .join(',')
}
