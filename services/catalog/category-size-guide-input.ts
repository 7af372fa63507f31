// What staff send to set a category's size guide (issue 28 item 2; docs/decisions/075): one
// schema, parsed by the JSON API (/api/seller/category-size-guide-save) and by the console's
// /seller/categories page action (its text lines turned into this shape by
// core/product-facts-text.ts, as the product editor does), so both refuse the same input with
// the same words. The shape and limits are the import's (`{ columns, columns_bn?, rows }`,
// core/product-facts.ts); `size_guide: null` removes the category's guide.
import { z } from 'zod';
import { categoryGuideMessages as m } from '../../core/category-size-guide';
import { MAX_FACT_TEXT, MAX_SIZE_COLUMNS, MAX_SIZE_ROWS, sizeGuideProblem } from '../../core/product-facts';
import { requestMessages } from '../../core/request-messages';
import { isStorableText } from '../../core/storable-text';
import { requiredIdField } from '../input';

const cell = (empty: string) =>
  z
    .string({ error: empty })
    .refine(isStorableText, { error: requestMessages.textUnstorable, abort: true })
    .trim()
    .min(1, { error: empty })
    .max(MAX_FACT_TEXT, { error: m.cellTooLong });

const heading = cell(m.emptyHeading);

export const sizeGuideInputSchema = z
  .object(
    {
    columns: z.array(heading, { error: m.tooFewColumns }).max(MAX_SIZE_COLUMNS, { error: m.tooManyColumns }),
    columns_bn: z
      .array(heading)
      .max(MAX_SIZE_COLUMNS, { error: m.headingsBnWidth })
      .nullish()
      .transform((v) => (v && v.length > 0 ? v : null)),
    rows: z.array(z.array(cell(m.emptyCell), { error: m.rowWidth }).max(MAX_SIZE_COLUMNS, { error: m.rowWidth }), { error: m.noRows }).max(MAX_SIZE_ROWS, { error: m.tooManyRows }),
    },
    { error: m.guideRequired },
  )
  .superRefine((g, ctx) => {
    const width = g.columns.length;
    const issues: Array<{ path: PropertyKey[]; message: string }> = [];
    if (width < 2) issues.push({ path: ['columns'], message: m.tooFewColumns });
    if (g.columns_bn && g.columns_bn.length !== width) issues.push({ path: ['columns_bn'], message: m.headingsBnWidth });
    if (g.rows.length === 0) issues.push({ path: ['rows'], message: m.noRows });
    g.rows.forEach((row, i) => {
      if (row.length !== width) issues.push({ path: ['rows', i], message: m.rowWidth });
    });
    // The import's own rule as well: whatever passes here, the import and the product page take.
    const problem = issues.length === 0 ? sizeGuideProblem(g) : null;
    if (problem) issues.push({ path: [], message: problem });
    for (const issue of issues) ctx.addIssue({ code: 'custom', ...issue });
  });

export const categorySizeGuideInput = z
  .object({
    category_id: requiredIdField('category_id'),
    size_guide: sizeGuideInputSchema.nullable().meta({ description: 'The table ({ columns, columns_bn?, rows }), or null to remove it' }),
  })
  .meta({ description: "A category's size guide: shown on each of its products' pages that has none of its own" });

export type CategorySizeGuideInput = z.input<typeof categorySizeGuideInput>;
