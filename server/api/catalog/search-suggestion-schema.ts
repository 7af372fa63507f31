// Shared response pieces of the two search-suggestion calls (spec §7).
import { z } from '@hono/zod-openapi';

/** searchKey may be empty (the answer is then empty lists); longer keys are cut to 100 characters. */
export const searchKeyField = z.union([z.string(), z.number()]).optional().nullable().transform((v) => (v == null ? '' : String(v)));

const PricingSchema = z.object({
  sellPrice: z.number(),
  oldPrice: z.number(),
  discount: z.number(),
  discountPercent: z.number(),
  resellerEarning: z.number(),
  cashback: z.number(),
  minSellPrice: z.number().optional(),
  maxSellPrice: z.number().optional(),
});

export const ProductCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  thumnailImage: z.string().nullable(),
  image: z.object({ small: z.string().nullable(), grid: z.string().nullable(), width: z.number(), height: z.number() }),
  hasVariant: z.boolean(),
  unitprice: z.number(),
  quantity: z.number(),
  unlimited_quantity: z.number(),
  max_item_in_order: z.number(),
  pricing: PricingSchema,
});
