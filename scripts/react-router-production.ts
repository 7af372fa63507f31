// Vite plugin for the browser build: React Router's production flavour, without its
// development texts (docs/decisions/064).
//
// react-router 7 ships dist/production (ENABLE_DEV_WARNINGS = false: no "Hey developer" error
// page, no dev-only checks) beside dist/development, but its package exports name only the
// development one, so every app's browser bundle carries the development code
// (remix-run/react-router#12532, #14102). Here the browser build resolves `react-router` and
// `react-router/dom` to the production files — both, so the page holds one copy of the router
// and its contexts — and the texts of React Router's console warnings and invariant errors
// are cut from the calls: the warnings never show in production anyway, and an invariant
// still throws, with a short text, as React's own production build does with its error codes.
// The server build, the dev server and the tests keep the development flavour and every text.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseAst, type Plugin } from 'vite';

/** React Router's warning and invariant helpers; their last argument is the text. */
const TEXT_CALLS = new Set(['warning', 'warningOnce', 'warnOnce', 'invariant', 'invariant2']);
export const INVARIANT_TEXT = 'React Router invariant failed';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** The ranges of the text arguments of React Router's warning and invariant calls in `code`. */
export function textArgumentRanges(code: string): Array<{ start: number; end: number; warning: boolean }> {
  const ranges: Array<{ start: number; end: number; warning: boolean }> = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isNode(node)) return;
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node;
      const args = node.arguments as Node[];
      if (callee.type === 'Identifier' && TEXT_CALLS.has(callee.name as string) && args.length >= 2) {
        const text = args[args.length - 1]!;
        if (text.type === 'Literal' || text.type === 'TemplateLiteral' || text.type === 'BinaryExpression')
          ranges.push({ start: text.start, end: text.end, warning: !(callee.name as string).startsWith('invariant') });
      }
    }
    for (const key of Object.keys(node)) if (key !== 'type' && key !== 'start' && key !== 'end') visit(node[key]);
  };
  visit(parseAst(code));
  return ranges;
}

/** `code` with each warning's text emptied and each invariant's text shortened. */
export function withoutDevelopmentTexts(code: string): string {
  let out = code;
  for (const r of textArgumentRanges(code).sort((a, b) => b.start - a.start))
    out = out.slice(0, r.start) + (r.warning ? '""' : JSON.stringify(INVARIANT_TEXT)) + out.slice(r.end);
  return out;
}

export function reactRouterProduction(): Plugin {
  const root = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const production = join(root, 'dist', 'production');
  const entries: Record<string, string> = {
    'react-router': join(production, 'index.mjs'),
    'react-router/dom': join(production, 'dom-export.mjs'),
  };
  return {
    name: 'haat-react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return entries[id];
    },
    transform(code, id) {
      if (!id.startsWith(production)) return;
      return { code: withoutDevelopmentTexts(code), map: null };
    },
  };
}
