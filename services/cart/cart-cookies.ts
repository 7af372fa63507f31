// The cookies that mirror the server's cart for the page (spec §4: the cart and its totals
// are kept in cookies and restored on start): `total_cart_items` and `customer_cart_total`
// (core/cart), and beside them our own `cart_pieces`, the number of pieces the header badge
// shows (docs/decisions/032; `total_cart_items` keeps the spec's meaning, lines). They are
// only ever written from the server's own cart, by the one step after each request
// (server/cart-cookie-sync.ts), and never read back as truth. Readable by scripts (no
// HttpOnly: they carry nothing secret), SameSite=Lax, host-only, 7 days like the session;
// written by the one cookie writer (services/cookies.ts).
import { CART_COUNT_COOKIE, CART_PIECES_COOKIE, CART_TOTAL_COOKIE, type CartSummary } from '../../core/cart';
import { TOKEN_COOKIE_MAX_AGE_SECONDS } from '../../core/customer-auth';
import { clearCookie, readCookie, setCookie } from '../cookies';

const BADGE = [CART_COUNT_COOKIE, CART_TOTAL_COOKIE, CART_PIECES_COOKIE] as const;

function cookie(name: string, value: number, secure: boolean): string {
  return setCookie(name, String(value), { maxAgeSeconds: TOKEN_COOKIE_MAX_AGE_SECONDS, httpOnly: false, secure });
}

export function cartCookies(summary: CartSummary, secure: boolean): string[] {
  return [cookie(CART_COUNT_COOKIE, summary.totalItems, secure), cookie(CART_TOTAL_COOKIE, summary.total, secure), cookie(CART_PIECES_COOKIE, summary.totalPieces, secure)];
}

export function clearCartCookies(secure: boolean): string[] {
  return BADGE.map((name) => clearCookie(name, { httpOnly: false, secure }));
}

/** Whether the request carries any of the cart cookies (a guest's are removed). */
export function hasCartCookies(cookieHeader: string | null | undefined): boolean {
  return BADGE.some((name) => readCookie(cookieHeader, name) !== null);
}

/** Whether the request's cookies already say what the server's cart says. */
export function cartCookiesMatch(cookieHeader: string | null | undefined, summary: CartSummary): boolean {
  return (
    readCookie(cookieHeader, CART_COUNT_COOKIE) === String(summary.totalItems) &&
    readCookie(cookieHeader, CART_TOTAL_COOKIE) === String(summary.total) &&
    readCookie(cookieHeader, CART_PIECES_COOKIE) === String(summary.totalPieces)
  );
}
