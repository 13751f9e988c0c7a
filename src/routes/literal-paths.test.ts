import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { readRoutes } from './link-table';

/**
 * Internal paths are built in one place (src/routes/urls.ts: href and the conventions). This scan
 * reads every source file of src/ (tests aside) and lists each literal that types one: a string
 * or template that starts with a route's first segment (`'/services'`, `` `/cities/${id}` ``), a
 * link to the home page (`to="/"`, `href: '/'`), an `href="/..."` inside HTML text, or a URL
 * convention (`_missing`, `/_not-found`, `/page.json`, `/shell.json`, `/404.html`, `/sitemap.xml`).
 */
const OWNERS = new Set(['src/routes/urls.ts', 'src/routes/routes.generated.ts']);

function routeSegments(): string[] {
  const segs = readRoutes(process.cwd()).map((routeLike) => routeLike.path.split('/')[1]);
  return [...new Set(segs.filter((seg) => seg && !seg.startsWith(':')))];
}

export function literalPaths(fileName: string, text: string, segments: string[]): string[] {
  const esc = segments.map((segment) => segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const startsWithRoute = new RegExp(`^/(?:${esc})(?:$|[/?#])`);
  const htmlLink = new RegExp(`href=["']/(?:(?:${esc})(?:[/?#"']|$)|["'])`);
  const convention = /_missing|_not-found|\/(?:page|shell)\.json|\/404\.html|\/sitemap\.(?:xml|html)/;
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const report = (node: ts.Node, value: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${fileName}:${line + 1} ${JSON.stringify(value)}`);
  };
  const linkName = (node: ts.Node): string | undefined => {
    const parent = node.parent;
    if (ts.isJsxAttribute(parent)) return parent.name.getText();
    if (ts.isPropertyAssignment(parent) && parent.initializer === node) return parent.name.getText();
    if (ts.isParameter(parent) || ts.isBindingElement(parent)) return parent.name.getText();
    return undefined;
  };
  const visit = (node: ts.Node) => {
    let value: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) value = node.text;
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) value = node.text;
    else if (ts.isRegularExpressionLiteral(node)) value = node.text;
    if (value !== undefined) {
      const head = ts.isTemplateMiddle(node) || ts.isTemplateTail(node) ? '' : value;
      const isImport =
        ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent) || ts.isExternalModuleReference(node.parent);
      const isCall = ts.isCallExpression(node.parent) && /import|ssrLoadModule|require/.test(node.parent.expression.getText());
      if (!isImport && !isCall) {
        if (
          startsWithRoute.test(head) ||
          htmlLink.test(value) ||
          convention.test(value) ||
          (value === '/' && /^(to|href|url|bookHref)$/.test(linkName(node) ?? ''))
        )
          report(node, value);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((text) => /\.tsx?$/.test(text) && !/\.test\.tsx?$/.test(text))
    .map((file) => join(dir, file));
}

it('no source file outside src/routes/urls.ts types an internal path (use href() or the URL conventions)', () => {
  const segments = routeSegments();
  expect(segments).toEqual(expect.arrayContaining(['services', 'cities', 'booking', 'privacy']));
  const found = sourceFiles('src')
    .filter((text) => !OWNERS.has(text))
    .flatMap((file) => literalPaths(file, readFileSync(file, 'utf8'), segments));
  expect(found).toEqual([]);
});

it('finds each kind of literal path it is meant to find, and leaves the rest alone', () => {
  const segments = ['services', 'cities', 'booking', 'service-areas'];
  const code = [
    "const a = '/services';",
    'const b = `/cities/${id}`;',
    '<Button to="/booking">Book</Button>;',
    "const c = { href: '/' };",
    'const d = `<a href="/service-areas">x</a>`;',
    "const e = url.includes('_missing');",
    "fetch('/shell.json');",
    'const f = `${base}/page.json`;',
    '// a comment about /services/:serviceId is fine',
    "const g = path.split('/');",
    "const h = '/servicesX';",
    "import x from '../booking/thing';",
    "const i = 'https://example.com/services';",
  ].join('\n');
  const found = literalPaths('x.tsx', code, segments).map((text) => text.split(' ')[0]);
  expect(found).toEqual(['x.tsx:1', 'x.tsx:2', 'x.tsx:3', 'x.tsx:4', 'x.tsx:5', 'x.tsx:6', 'x.tsx:7', 'x.tsx:8']);
});
