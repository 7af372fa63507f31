// Every user-visible string of the storefront spec (§2 page texts, §4, §5, §8), written once.
// Spec strings are a contract: they are kept verbatim, typos and double spaces included
// ("Invaild domain", "jpg, jpeg, png and pdf  only"). Templated strings are functions.
// Other core modules import their texts from here (code the browser loads, from
// core/browser-messages.ts, which this spreads in); nothing else spells them out.

import { browserMessages, type NavLink } from './browser-messages';

export type { NavLink };

const ATTACHMENT_TYPE_SUFFIX = 'Upload file jpg, jpeg, png and pdf  only';

export const messages = {
  // The ones the browser shows too (core/browser-messages.ts: the shell carries only those).
  ...browserMessages,

  // §4 cart behaviour and §8 error catalogue
  logoutFailed: 'Something went wrong 1',
  tokenRefreshFailed: 'Something went wrong 2',
  invalidDomain: 'Invaild domain',
  pageNotFound: 'This page could not be found',
  backToHome: 'Back to Home',
  errorPageMessage: (message: string): string => `${message}!`,
  unknownMiddleware: (name: string): string => `Unknown middleware ${name}`,

  // §5 validation
  cartLimitMaxItem: (n: number, max: number): string =>
    `${n} items can not be added to cart. The quantity is limited to ${max}`,
  cartLimitStock: (n: number, available: number): string =>
    `${n} items can not be added to cart. The remaining stock is ${available}`,
  /** "{attachment title} Upload file jpg, jpeg, png and pdf  only" (two spaces before "only"). */
  attachmentType: (title: string): string => `${title} ${ATTACHMENT_TYPE_SUFFIX}`,
  /** The same message when the attachment has no title: the template without its leading placeholder. */
  attachmentTypeUntitled: ATTACHMENT_TYPE_SUFFIX,

  // §2 list pager
  pagerEmpty: 'There is no item to show',
  pagerShowing: (start: number, end: number, total: number): string =>
    `Showing ${start} to ${end} of ${total}`,

  // §2 dashboard menu, in order
  dashboardMenu: [
    { label: 'Dashboard', path: '/customer/dashboard' },
    { label: 'Wishlist', path: '/customer/dashboard/wishlist' },
    { label: 'Purchase History', path: '/customer/dashboard/purchase-history' },
    { label: 'Refund Request', path: '/customer/dashboard/refund-requests' },
    { label: 'Address', path: '/customer/dashboard/address' },
    { label: 'Support Ticket', path: '/customer/dashboard/support' },
    { label: 'Messages', path: '/customer/dashboard/messages' },
    { label: 'My Balance', path: '/customer/dashboard/my-balance' },
    { label: 'Manage Account', path: '/customer/dashboard/manage-account' },
    { label: 'Change Password', path: '/customer/dashboard/change-password' },
  ] as readonly NavLink[],

  // §2 product page and product card buttons
  buttons: {
    placeOrder: 'Place Order',
    addToCart: 'Add To Cart',
    viewCart: 'View Cart',
    chatNow: 'Chat Now',
    addToWishlist: 'Add To Wishlist',
    quickView: 'Quick View',
    cardAddToCart: 'Add to Cart',
  },
} as const;
