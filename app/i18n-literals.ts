// The scan behind app/i18n-literals.test.ts (docs/decisions/047): visible English literals in
// shopper-side JSX — JSX text with Latin letters, and aria-label, placeholder, title or alt
// given as a literal with Latin letters.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const VISIBLE_ATTRIBUTES = new Set(['aria-label', 'placeholder', 'title', 'alt']);
/** Text that is the same in both languages: brand names, symbols. */
const SAME_IN_BOTH = new Set(['Facebook', 'WhatsApp', 'bKash', 'COD', 'OTP', '404', 'haat', 'English']);

export function shopperFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'seller') out.push(...shopperFiles(path));
    } else if (name.endsWith('.tsx') && !name.endsWith('.test.tsx')) out.push(path);
  }
  return out;
}

/** The visible English literals of one file. */
export function englishLiterals(source: string): string[] {
  const file = ts.createSourceFile('x.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const english = (text: string) => {
    const s = text.replace(/\s+/g, ' ').trim();
    return /[A-Za-z]{2,}/.test(s) && !SAME_IN_BOTH.has(s) ? s : null;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const s = english(node.text);
      if (s) found.push(s);
    } else if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const init = node.initializer;
      const literal = ts.isStringLiteral(init) ? init.text : ts.isJsxExpression(init) && init.expression && ts.isNoSubstitutionTemplateLiteral(init.expression) ? init.expression.text : null;
      const s = literal === null ? null : english(literal);
      if (s) found.push(`${node.name.getText()}="${s}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

