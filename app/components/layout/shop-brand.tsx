// The shop's logo, or its name as text when it has none (spec §1).
import type { ShopInfo } from '../../../services/shops/operations/get-shop-layout';
import { SmartLink } from './smart-link';

export function ShopBrand({ shop, size = 'md' }: { shop: ShopInfo; size?: 'md' | 'sm' }) {
  const h = size === 'md' ? 48 : 36;
  return (
    <SmartLink to="/" className="flex min-w-0 items-center" aria-label={`${shop.shop_name} home`}>
      {shop.logo ? (
        // A box of its own size whatever the file's shape (up to 4:1, drawn inside it at the left):
        // a width guessed from the file's shape moved the search box when the logo came (a layout shift).
        <img src={shop.logo} alt={shop.shop_name} height={h} width={h * 4} className="object-contain object-left" style={{ height: h, width: h * 4 }} />
      ) : (
        <span className={`truncate font-extrabold tracking-tight text-primary-text ${size === 'md' ? 'text-2xl' : 'text-lg'}`}>{shop.shop_name}</span>
      )}
    </SmartLink>
  );
}
