import ts from 'typescript';

/** A module specifier in a source file: its text and where that text sits (between the quotes). */
export interface ModuleSpecifier {
  value: string;
  start: number;
  end: number;
}

/** Calls whose first argument names a module: vitest's mocks and CommonJS require. */
const MODULE_CALLS = new Set([
  'require',
  'require.resolve',
  'vi.mock',
  'vi.doMock',
  'vi.unmock',
  'vi.doUnmock',
  'vi.importActual',
  'vi.importMock',
]);

function calleeName(node: ts.Expression): string | undefined {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) {
    const object = calleeName(node.expression);
    return object && `${object}.${node.name.text}`;
  }
  return undefined;
}

function literal(node: ts.Node | undefined): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral {
  return !!node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node));
}

/**
 * Every module specifier a TypeScript or JavaScript file writes, read by the compiler's parser (not a regex):
 * import and export declarations, `import x = require()`, dynamic `import()`, `import('x').Type`, require,
 * and vi.mock-style calls. Specifiers built at run time (template strings with holes, variables) are not listed.
 */
export function moduleSpecifiers(fileName: string, text: string): ModuleSpecifier[] {
  const kind = /\.[cm]?tsx$|\.jsx$/.test(fileName)
    ? ts.ScriptKind.TSX
    : /\.[cm]?js$/.test(fileName)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found: ModuleSpecifier[] = [];
  const add = (node: ts.Node | undefined) => {
    if (literal(node)) found.push({ value: node.text, start: node.getStart(file) + 1, end: node.getEnd() - 1 });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier);
    else if (ts.isExternalModuleReference(node)) add(node.expression);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal);
    else if (ts.isCallExpression(node)) {
      const isImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const name = isImport ? 'import' : calleeName(node.expression);
      if (name && (isImport || MODULE_CALLS.has(name))) add(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found.sort((a, b) => a.start - b.start);
}

/** The text with each specifier replaced by `rewrite(value)` (unchanged where it answers undefined). */
export function rewriteSpecifiers(
  fileName: string,
  text: string,
  rewrite: (value: string) => string | undefined,
): string {
  let out = text;
  for (const spec of moduleSpecifiers(fileName, text).reverse()) {
    const next = rewrite(spec.value);
    if (next !== undefined && next !== spec.value) out = out.slice(0, spec.start) + next + out.slice(spec.end);
  }
  return out;
}
