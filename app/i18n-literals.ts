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

export interface LiteralScan {
  /** More attributes a person sees or hears (the kit's `label`, a Card's `title`). */
  attributes?: readonly string[];
  /** Also string literals in JSX expressions (`{ok ? 'Saved' : 'Failed'}`) and in those attributes' expressions. */
  expressions?: boolean;
}

/** The visible English literals of one file. */
export function englishLiterals(source: string, scan: LiteralScan = {}): string[] {
  const attributes = new Set([...VISIBLE_ATTRIBUTES, ...(scan.attributes ?? [])]);
  const file = ts.createSourceFile('x.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const english = (text: string) => {
    const s = text.replace(/\s+/g, ' ').trim();
    return /[A-Za-z]{2,}/.test(s) && !SAME_IN_BOTH.has(s) ? s : null;
  };
  // A text shown as it is: a string or template literal, also as a branch of `?:`, `||`, `??`, `&&`
  // (a call's arguments — `t('id')`, `href(…)` — are not shown text).
  const literalsIn = (e: ts.Expression, add: (s: string) => void): void => {
    if (ts.isParenthesizedExpression(e)) literalsIn(e.expression, add);
    else if (ts.isConditionalExpression(e)) [e.whenTrue, e.whenFalse].forEach((b) => literalsIn(b, add));
    else if (ts.isBinaryExpression(e) && [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(e.operatorToken.kind)) literalsIn(e.right, add);
    else if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) {
      const s = english(e.text);
      if (s) add(s);
    } else if (ts.isTemplateExpression(e)) {
      const s = english([e.head.text, ...e.templateSpans.map((span) => span.literal.text)].join(' '));
      if (s) add(s);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const s = english(node.text);
      if (s) found.push(s);
    } else if (scan.expressions && ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      literalsIn(node.expression, (s) => found.push(s));
    } else if (ts.isJsxAttribute(node) && attributes.has(node.name.getText()) && node.initializer) {
      const name = node.name.getText();
      const init = node.initializer;
      if (ts.isStringLiteral(init)) {
        const s = english(init.text);
        if (s) found.push(`${name}="${s}"`);
      } else if (ts.isJsxExpression(init) && init.expression) {
        if (scan.expressions) literalsIn(init.expression, (s) => found.push(`${name}="${s}"`));
        else if (ts.isNoSubstitutionTemplateLiteral(init.expression)) {
          const s = english(init.expression.text);
          if (s) found.push(`${name}="${s}"`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

