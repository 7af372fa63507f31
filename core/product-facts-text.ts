// The product page's tables as the console's product form writes them (issue 28 item 2;
// docs/decisions/066), and back: the owner types lines, the import's schema checks the result.
// - Specifications: one a line, `Name: Value`, with its Bangla after a bar:
//   `Fabric: Cotton | কাপড়: সুতি`.
// - Size guide: one row a line, cells separated by commas; the first line is the headings.
//   Their Bangla is one more line of comma-separated headings, in its own field.
// Empty text is none (the save clears the table).
import type { SizeGuide, Specification } from './product-facts';

const linesOf = (text: string) => text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '');
const cellsOf = (line: string) => line.split(/[,،]/).map((c) => c.trim());

function pair(text: string): [string, string] {
  const at = text.indexOf(':');
  return at < 0 ? [text.trim(), ''] : [text.slice(0, at).trim(), text.slice(at + 1).trim()];
}

/** The lines as specifications (a line without a value gets '', which the schema refuses by name), or null. */
export function specificationsFromText(text: string): Specification[] | null {
  const lines = linesOf(text);
  if (lines.length === 0) return null;
  return lines.map((line) => {
    const [en, bn] = line.split('|', 2);
    const [name, value] = pair(en!);
    const spec: Specification = { name, value };
    if (bn !== undefined && bn.trim() !== '') {
      const [name_bn, value_bn] = pair(bn);
      if (name_bn) spec.name_bn = name_bn;
      if (value_bn) spec.value_bn = value_bn;
    }
    return spec;
  });
}

export function specificationsToText(specs: readonly Specification[]): string {
  return specs
    .map((s) => {
      const bn = s.name_bn || s.value_bn ? ` | ${s.name_bn ?? ''}: ${s.value_bn ?? ''}` : '';
      return `${s.name}: ${s.value}${bn}`;
    })
    .join('\n');
}

/** The lines as a size guide (headings first), with the Bangla headings when given, or null. */
export function sizeGuideFromText(text: string, headingsBn: string): SizeGuide | null {
  const [head, ...rows] = linesOf(text);
  if (head === undefined) return null;
  const guide: SizeGuide = { columns: cellsOf(head), rows: rows.map(cellsOf) };
  const bn = headingsBn.trim();
  if (bn !== '') guide.columns_bn = cellsOf(bn);
  return guide;
}

export function sizeGuideToText(guide: SizeGuide | null): { text: string; headingsBn: string } {
  if (!guide) return { text: '', headingsBn: '' };
  return { text: [guide.columns, ...guide.rows].map((r) => r.join(', ')).join('\n'), headingsBn: guide.columns_bn?.join(', ') ?? '' };
}
