// The spec's strings the browser shows (cart and wishlist alerts, availability, rating, the
// taka sign, the bottom tab bar): kept apart from core/messages.ts so the shell every page
// loads carries only these, not the error pages', the pager's or the dashboard menu's texts.
// core/messages.ts spreads them into `messages`; both are the same contract, verbatim.

/** A label with the path it links to. */
export interface NavLink {
  readonly label: string;
  readonly path: string;
}

export const browserMessages = {
  // §4 cart behaviour and §8 error catalogue
  productAddedToCart: 'Product added to cart successfully',
  addToCartFailed: 'Add to cart failed',
  somethingWentWrong: 'Something went wrong',
  somethingWentWrongRefresh: 'Something went wrong. Please refresh the page',
  attachmentUploaded: (title: string): string => `${title} uploaded successfully`,

  // §5 validation
  quantityNotAvailable: 'Not available this amount of product',
  /** Not in the spec: refusal of an add-to-cart amount that is not a whole number of at least 1. */
  invalidCartQuantity: 'The quantity must be a whole number of at least 1',

  // §4 product availability (product page and card)
  notAvailable: 'Not Available',
  soldOut: 'Sold Out',
  cardSoldOut: 'Sold out',
  available: 'Available',
  itemsAvailable: (n: number): string => `${n} item(s) available`,
  cardItemsAvailable: (n: number): string => `${n} ${n === 1 ? 'item' : 'items'}`,

  // §2 mobile bottom tab bar, in order ("My Account" goes to the dashboard)
  bottomTabs: [
    { label: 'Home', path: '/' },
    { label: 'Category', path: '/categories' },
    { label: 'Wishlist', path: '/customer/dashboard/wishlist' },
    { label: 'My Account', path: '/customer/dashboard' },
  ] as readonly NavLink[],

  // §7 support ticket subject
  inquirySubject: (name: string): string => `Inquiry for product - ${name}`,

  // §9 rating label
  rating: 'Rating',
  ratings: 'Ratings',

  // §9 currency symbol (a taka sign)
  currencySymbol: '৳',
} as const;
