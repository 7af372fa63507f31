// The cookies that mirror the server's cart for the page (spec §4: the cart and its totals
// are kept in cookies and restored on start): `total_cart_items` and `customer_cart_total`
// (core/cart), and beside them our own `cart_pieces`, the number of pieces the header badge
// shows (docs/decisions/032; `total_cart_items` keeps the spec's meaning, lines). They are only ever written from the server's own cart — after every change and
// whenever a page finds them out of date — and never read back as truth. Readable by scripts
// (no HttpOnly: they carry nothing secret), SameSite=Lax, host-only, 7 days like the session.
import { CART_COUNT_COOKIE, CART_PIECES_COOKIE, CART_TOTAL_COOKIE, type CartSummary } from '../../core/cart';
import { TOKEN_COOKIE_MAX_AGE_SECONDS } from '../../core/customer-auth';
import { readCookie } from '../accounts/customer-cookies';

function cookie(name: string, value: string, maxAge: number, secure: boolean): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function cartCookies(summary: CartSummary, secure: boolean): string[] {
  return [
    cookie(CART_COUNT_COOKIE, String(summary.totalItems), TOKEN_COOKIE_MAX_AGE_SECONDS, secure),
    cookie(CART_TOTAL_COOKIE, String(summary.total), TOKEN_COOKIE_MAX_AGE_SECONDS, secure),
    cookie(CART_PIECES_COOKIE, String(summary.totalPieces), TOKEN_COOKIE_MAX_AGE_SECONDS, secure),
  ];
}

export function clearCartCookies(secure: boolean): string[] {
  return [cookie(CART_COUNT_COOKIE, '', 0, secure), cookie(CART_TOTAL_COOKIE, '', 0, secure), cookie(CART_PIECES_COOKIE, '', 0, secure)];
}

/** Whether the request carries any of the cart cookies (a guest's are removed). */
export function hasCartCookies(cookieHeader: string | null | undefined): boolean {
  return [CART_COUNT_COOKIE, CART_TOTAL_COOKIE, CART_PIECES_COOKIE].some((name) => readCookie(cookieHeader, name) !== null);
}

/** Whether the request's cookies already say what the server's cart says. */
export function cartCookiesMatch(cookieHeader: string | null | undefined, summary: CartSummary): boolean {
  return (
    readCookie(cookieHeader, CART_COUNT_COOKIE) === String(summary.totalItems) &&
    readCookie(cookieHeader, CART_TOTAL_COOKIE) === String(summary.total) &&
    readCookie(cookieHeader, CART_PIECES_COOKIE) === String(summary.totalPieces)
  );
}
