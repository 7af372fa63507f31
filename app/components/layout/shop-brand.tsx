// The shop's logo, or its name as text when it has none (spec §1).
import type { ShopInfo } from '../../../services/shops/operations/get-shop-layout';
import { SmartLink } from './smart-link';

export function ShopBrand({ shop, size = 'md' }: { shop: ShopInfo; size?: 'md' | 'sm' }) {
  const h = size === 'md' ? 48 : 36;
  return (
    <SmartLink to="/" className="flex min-w-0 items-center" aria-label={`${shop.shop_name} home`}>
      {shop.logo ? (
        <img src={shop.logo} alt={shop.shop_name} height={h} width={h * 3} className="w-auto object-contain" style={{ height: h, maxWidth: h * 4 }} />
      ) : (
        <span className={`truncate font-extrabold tracking-tight text-primary-text ${size === 'md' ? 'text-2xl' : 'text-lg'}`}>{shop.shop_name}</span>
      )}
    </SmartLink>
  );
}
