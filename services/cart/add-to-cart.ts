// Add to cart (spec §4 "Cart behaviour", §7): the logged-in customer's own cart
// (services/cart/operations/add-cart-line.ts checks the product, the variant, the quantity, the
// attachment and the limits).
import { z } from 'zod';
import { type Ctx } from '../context';
import { requireCustomerId } from '../actors';
import { catalogIdField } from '../input';
import { addCartLine, type AddToCartInput, type AddToCartResult } from './operations/add-cart-line';

/**
 * Add to cart's input by the names the spec's clients and the pages' forms send (spec §7):
 * `addToCartFields` for a call that takes more (the API's ignored figures), `addToCartInput`
 * to parse and name them as the use case takes them.
 */
export const addToCartFields = {
  product_id: catalogIdField('product_id'),
  quantity: z.union([z.string(), z.number()]).optional().meta({ description: 'A whole number of at least 1' }),
  variant: z.union([z.string().max(200), z.number()]).optional().transform((v) => (v === undefined || v === null ? '' : String(v).trim())),
  attachment_db_name: z.string().max(100).optional().default(''),
};

type AddToCartFields = z.output<z.ZodObject<typeof addToCartFields>>;

export function toAddToCartInput(fields: AddToCartFields): AddToCartInput {
  return { productId: fields.product_id, variant: fields.variant, quantity: fields.quantity ?? 1, attachmentDbName: fields.attachment_db_name };
}

export const addToCartInput = z.object(addToCartFields).transform(toAddToCartInput);

export async function addToCart(ctx: Ctx, input: AddToCartInput): Promise<AddToCartResult> {
  const customerId = requireCustomerId(ctx);
  return addCartLine(ctx, customerId, input);
}
