// The one way a catalog change is announced (docs/decisions/015): whatever writes what a
// catalog page, Quick View or a suggestion shows — the import today, the seller console's
// product, stock and settings edits next — calls this inside its write transaction. The shop's
// content version rises with the data (so every process's shared answers for the shop stop
// being served: their keys carry the version), and once the transaction commits this process
// also forgets the shop rows it remembered (other processes re-read theirs within a second).
// An order that sells a unit does not call it: one sale must not empty a shop's cache.
import { afterCommit, type Trx } from '../../../db/run-write';
import { bumpShopContentVersion } from '../../../db/shop.repository';
import { forgetResolvedShops } from '../../shops/operations/resolve-shop';

export async function markCatalogChanged(trx: Trx, shopId: number): Promise<void> {
  await bumpShopContentVersion(trx, shopId);
  afterCommit(trx, (db) => forgetResolvedShops(db));
}
