/**
 * The TypeScript-syntax helpers of scripts/dev/regroup.mjs: parsing, finding module specifiers
 * and comments, editing text by ranges, reading what an import names, merging imports.
 */
import ts from 'typescript'

const scriptKind = (file) =>
  file.endsWith('.tsx') || file.endsWith('.jsx')
    ? ts.ScriptKind.TSX
    : /\.(js|mjs|cjs)$/.test(file)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS

export const parse = (file, text) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file))

const MOCKS = new Set(['mock', 'doMock', 'unmock', 'importActual', 'importMock'])
/** Every string literal that names a module: imports, exports, import(), require(), vi.mock() and friends. */
export function specifierNodes(sf) {
  const found = []
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier)
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      if (ts.isStringLiteral(node.moduleReference.expression)) found.push(node.moduleReference.expression)
    } else if (ts.isImportTypeNode(node)) {
      const lit = node.argument
      if (ts.isLiteralTypeNode(lit) && ts.isStringLiteral(lit.literal)) found.push(lit.literal)
    } else if (ts.isCallExpression(node) && node.arguments.length > 0 && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression
      const named =
        callee.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(callee) && callee.text === 'require') ||
        (ts.isPropertyAccessExpression(callee) &&
          ts.isIdentifier(callee.expression) &&
          callee.expression.text === 'vi' &&
          MOCKS.has(callee.name.text))
      if (named) found.push(node.arguments[0])
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return found
}

export function commentRanges(sf) {
  const text = sf.getFullText()
  const seen = new Map()
  const add = (ranges) => ranges?.forEach((r) => seen.set(r.pos, r))
  const visit = (node) => {
    add(ts.getLeadingCommentRanges(text, node.getFullStart()))
    add(ts.getTrailingCommentRanges(text, node.getEnd()))
    ts.forEachChild(node, visit)
  }
  visit(sf)
  add(ts.getLeadingCommentRanges(text, sf.endOfFileToken.getFullStart()))
  return [...seen.values()].map((r) => ({ start: r.pos, end: r.end }))
}

/** Replaces `edits` ({ start, end, text }) in `text`; the edits must not overlap. */
export function applyEdits(text, edits) {
  let out = text
  for (const e of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end)
  return out
}

/** The parts of [0, length) that no range covers. */
export function gaps(length, ranges) {
  const sorted = [...ranges].sort((a, b) => a.start - b.start)
  const out = []
  let at = 0
  for (const r of sorted) {
    if (r.start > at) out.push({ start: at, end: r.start })
    at = Math.max(at, r.end)
  }
  if (at < length) out.push({ start: at, end: length })
  return out
}

export const hasModifier = (node, kind) =>
  ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((m) => m.kind === kind)

export const usesClientDirective = (sf) =>
  sf.statements.some(
    (st, i) =>
      i < 3 && ts.isExpressionStatement(st) && ts.isStringLiteral(st.expression) && st.expression.text === 'use client',
  )
export const isTypeOnly = (decl) => {
  if (ts.isImportDeclaration(decl)) {
    const clause = decl.importClause
    if (!clause) return false
    if (clause.isTypeOnly) return true
    if (clause.name) return false
    const b = clause.namedBindings
    return Boolean(b && ts.isNamedImports(b) && b.elements.length > 0 && b.elements.every((e) => e.isTypeOnly))
  }
  return (
    decl.isTypeOnly ||
    (decl.exportClause && ts.isNamedExports(decl.exportClause) && decl.exportClause.elements.every((e) => e.isTypeOnly))
  )
}

/**
 * One import declaration per feature entry: routing turns several deep imports into imports of
 * the same entry, and those are merged into the first (`import { a, type B }`, or `import type`
 * when every name is a type).
 */
export function mergeImports(file, text) {
  const sf = parse(file, text)
  const bySpec = new Map()
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) || !/^@\/features\//.test(st.moduleSpecifier.text)) continue
    const clause = st.importClause
    if (!clause || clause.name || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings)) continue
    const list = bySpec.get(st.moduleSpecifier.text) ?? []
    list.push(st)
    bySpec.set(st.moduleSpecifier.text, list)
  }
  const edits = []
  for (const [spec, list] of bySpec) {
    if (list.length < 2) continue
    const names = list.flatMap((st) =>
      st.importClause.namedBindings.elements.map((el) => ({
        text: el.getText(sf).replace(/^type\s+/, ''),
        type: st.importClause.isTypeOnly || el.isTypeOnly,
      })),
    )
    const allTypes = names.every((n) => n.type)
    const inner = names.map((n) => (n.type && !allTypes ? `type ${n.text}` : n.text)).join(', ')
    const [first, ...rest] = list
    edits.push({
      start: first.getStart(sf),
      end: first.getEnd(),
      text: `import ${allTypes ? 'type ' : ''}{ ${inner} } from '${spec}'`,
    })
    for (const st of rest) {
      let end = st.getEnd()
      if (text[end] === '\n') end++
      edits.push({ start: st.getStart(sf), end, text: '' })
    }
  }
  return applyEdits(text, edits)
}

/** The names a declaration imports or re-exports, or null when it takes a default or a namespace. */
export function importedNames(st) {
  if (ts.isImportDeclaration(st)) {
    const clause = st.importClause
    if (!clause || clause.name) return null
    const b = clause.namedBindings
    if (!b || !ts.isNamedImports(b)) return null
    return b.elements.map((e) => (e.propertyName ?? e.name).text)
  }
  if (!st.exportClause || !ts.isNamedExports(st.exportClause)) return null
  return st.exportClause.elements.map((e) => (e.propertyName ?? e.name).text)
}
