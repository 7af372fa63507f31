// One product for the console's product form (issue 26 item 1; docs/decisions/056): the
// product entry as /api/seller/product-save takes it back, and the shop's category items and
// brands to choose from. Staff and owners; another shop's product is not found.
import { z } from 'zod';
import { listProductRefChoices } from '../../db/product.repository';
import { sellerSettingsMessages } from '../../core/seller-settings';
import { requireStaff } from '../actors';
import type { Ctx } from '../context';
import { DomainError } from '../domain-error';
import { parseInput, requiredIdField } from '../input';
import { readSellerProduct, type SellerProductEditable } from './operations/read-seller-product';

export const sellerProductInput = z.object({ product_id: requiredIdField('product_id') });

export interface ProductChoices {
  categories: Array<{ slug: string; name: string; name_bn: string | null; category_name: string; category_name_bn: string | null }>;
  brands: Array<{ slug: string; name: string; name_bn: string | null }>;
}

export async function getProductChoices(ctx: Ctx): Promise<ProductChoices> {
  requireStaff(ctx);
  const { items, brands } = await listProductRefChoices(ctx.db, ctx.shop.id);
  return { categories: items, brands };
}

export async function getSellerProduct(ctx: Ctx, input: unknown): Promise<SellerProductEditable> {
  requireStaff(ctx);
  const { product_id } = parseInput(sellerProductInput, input);
  const product = await readSellerProduct(ctx.db, ctx.shop.id, product_id);
  if (!product) throw new DomainError('not_found', sellerSettingsMessages.productNotFound);
  return product;
}
