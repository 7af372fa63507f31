// The shop's authentication settings (spec §6, §7 get-firebase-authentication-status): a
// phone-verification flag per role, default and other, and the default country code.
import { DEFAULT_COUNTRY_CODE } from '../../../core/customer-auth';
import type { Shop } from '../../../db/schema';

interface AuthSettings {
  auth_default_firebase_reseller: number;
  auth_default_firebase_supplier: number;
  auth_default_firebase_customer: number;
  auth_default_firebase_courier: number;
  auth_other_firebase_reseller: number;
  auth_other_firebase_supplier: number;
  auth_other_firebase_customer: number;
  auth_other_firebase_courier: number;
  default_country_code: string;
}

export function getAuthSettings(shop: Shop): AuthSettings {
  return {
    auth_default_firebase_reseller: shop.auth_default_firebase_reseller,
    auth_default_firebase_supplier: shop.auth_default_firebase_supplier,
    auth_default_firebase_customer: shop.auth_default_firebase_customer,
    auth_default_firebase_courier: shop.auth_default_firebase_courier,
    auth_other_firebase_reseller: shop.auth_other_firebase_reseller,
    auth_other_firebase_supplier: shop.auth_other_firebase_supplier,
    auth_other_firebase_customer: shop.auth_other_firebase_customer,
    auth_other_firebase_courier: shop.auth_other_firebase_courier,
    default_country_code: shop.default_country_code || DEFAULT_COUNTRY_CODE,
  };
}

/** Whether customers verify their phone by code at registration, and may log in by code. */
export function customerPhoneVerification(shop: Shop): boolean {
  return shop.auth_default_firebase_customer === 1;
}

export function shopCountryCode(shop: Shop): string {
  return shop.default_country_code || DEFAULT_COUNTRY_CODE;
}
