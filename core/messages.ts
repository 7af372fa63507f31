// Every user-visible string of the storefront spec (§2 page texts, §4, §5, §8), written once.
// Spec strings are a contract: they are kept verbatim, typos and double spaces included
// ("Invaild domain", "jpg, jpeg, png and pdf  only"). Templated strings are functions.
// Other core modules import their texts from here; nothing else spells them out.

/** A label with the path it links to. */
export interface NavLink {
  readonly label: string;
  readonly path: string;
}

const ATTACHMENT_TYPE_SUFFIX = 'Upload file jpg, jpeg, png and pdf  only';

export const messages = {
  // §4 cart behaviour and §8 error catalogue
  productAddedToCart: 'Product added to cart successfully',
  addToCartFailed: 'Add to cart failed',
  somethingWentWrong: 'Something went wrong',
  somethingWentWrongRefresh: 'Something went wrong. Please refresh the page',
  attachmentUploaded: (title: string): string => `${title} uploaded successfully`,
  logoutFailed: 'Something went wrong 1',
  tokenRefreshFailed: 'Something went wrong 2',
  invalidDomain: 'Invaild domain',
  pageNotFound: 'This page could not be found',
  backToHome: 'Back to Home',
  errorPageMessage: (message: string): string => `${message}!`,
  unknownMiddleware: (name: string): string => `Unknown middleware ${name}`,

  // §5 validation
  quantityNotAvailable: 'Not available this amount of product',
  cartLimitMaxItem: (n: number, max: number): string =>
    `${n} items can not be added to cart. The quantity is limited to ${max}`,
  cartLimitStock: (n: number, available: number): string =>
    `${n} items can not be added to cart. The remaining stock is ${available}`,
  /** "{attachment title} Upload file jpg, jpeg, png and pdf  only" (two spaces before "only"). */
  attachmentType: (title: string): string => `${title} ${ATTACHMENT_TYPE_SUFFIX}`,
  /** The same message when the attachment has no title: the template without its leading placeholder. */
  attachmentTypeUntitled: ATTACHMENT_TYPE_SUFFIX,
  /** Not in the spec: refusal of an add-to-cart amount that is not a whole number of at least 1. */
  invalidCartQuantity: 'The quantity must be a whole number of at least 1',

  // §2 list pager
  pagerEmpty: 'There is no item to show',
  pagerShowing: (start: number, end: number, total: number): string =>
    `Showing ${start} to ${end} of ${total}`,

  // §4 product availability (product page and card)
  notAvailable: 'Not Available',
  soldOut: 'Sold Out',
  cardSoldOut: 'Sold out',
  available: 'Available',
  itemsAvailable: (n: number): string => `${n} item(s) available`,
  cardItemsAvailable: (n: number): string => `${n} ${n === 1 ? 'item' : 'items'}`,

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

  // §2 mobile bottom tab bar, in order ("My Account" goes to the dashboard)
  bottomTabs: [
    { label: 'Home', path: '/' },
    { label: 'Category', path: '/categories' },
    { label: 'Wishlist', path: '/customer/dashboard/wishlist' },
    { label: 'My Account', path: '/customer/dashboard' },
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

  // §7 support ticket subject
  inquirySubject: (name: string): string => `Inquiry for product - ${name}`,

  // §9 rating label
  rating: 'Rating',
  ratings: 'Ratings',

  // §9 currency symbol (a taka sign)
  currencySymbol: '৳',

  // Cart, wishlist and attachments (issue 6). Not spec strings: the spec shows no texts for
  // these refusals, notes and confirmations.
  cart: {
    productNotFound: 'This product is not available in this shop',
    variantRequired: 'Please choose a variant of this product',
    variantUnknown: 'This variant of the product does not exist',
    variantUnavailable: 'This variant is not available',
    attachmentRequired: (title: string): string => `Please upload ${title} first`,
    attachmentNotFound: 'The attached file was not found. Please upload it again',
    lineNotFound: 'This item is not in your cart any more',
    quantityUpdated: 'The quantity was updated',
    lineRemoved: 'The item was removed from your cart',
    cleared: 'Your cart was cleared',
    empty: 'Your cart is empty',
    priceChanged: (was: string, now: string): string => `The price changed from ${was} to ${now} since you added it`,
    stockChanged: (now: string): string => `The stock changed since you added it: ${now}`,
    moreThanStock: (available: number): string => `Only ${available} can be ordered now: lower the quantity`,
    notOrderable: 'This item cannot be ordered now',
    checkoutNext: 'Checkout comes next: your order is not placed yet',
  },
  wishlist: {
    added: 'Product added to wishlist successfully',
    already: 'This product is already in your wishlist',
    removed: 'The product was removed from your wishlist',
    empty: 'Your wishlist is empty',
  },
  attachment: {
    tooLarge: 'The file must be at most 5 MB',
    contentMismatch: 'The file content does not match its name',
  },

  // Customer accounts (issue 5). Not spec strings: the spec shows no account form texts.
  // Replies never say whether a phone number is registered.
  account: {
    phoneInvalid: 'Enter a valid mobile number',
    passwordTooShort: 'The password must be at least 8 characters',
    passwordTooLong: 'The password must be at most 200 characters',
    nameRequired: 'Enter your name',
    nameTooLong: 'The name must be at most 100 characters',
    emailInvalid: 'Enter a valid e-mail address',
    codeInvalid: 'Enter the 6-digit code',
    codeWrong: 'The code is wrong or has expired. Ask for a new one',
    codeNotOffered: 'This shop does not offer codes for this',
    codeSent: 'If this number can use this, a 6-digit code is on its way by SMS. It is valid for 5 minutes',
    loginFailed: 'The mobile number or password is wrong',
    registerFailed: 'An account cannot be created with this number. If you have one already, log in or reset your password',
    currentPasswordWrong: 'The current password is wrong',
    passwordsDiffer: 'The two passwords are not the same',
    tooManyAttempts: 'Too many attempts. Please wait a while and try again',
    crossSiteRefused: 'This request did not come from this shop and was refused',
    notLoggedIn: 'Please log in',
    passwordChanged: 'Your password has been changed. Other devices have been logged out',
    passwordReset: 'Your password has been reset. Please log in',
    accountSaved: 'Your account has been saved',
    avatarInvalid: 'The picture must be a JPEG, PNG, WebP or GIF image of at most 5 MB',
    loggedOut: 'You have been logged out',
    smsCode: (code: string, shopName: string): string => `${code} is your ${shopName} code. It is valid for 5 minutes. Do not share it.`,
    smsAlreadyRegistered: (shopName: string): string =>
      `Someone asked to register this number at ${shopName}. It already has an account: log in or reset your password.`,
  },
} as const;

/** The bottom tab labels alone, in order. */
export const bottomTabLabels: readonly string[] = messages.bottomTabs.map((tab) => tab.label);

/** The dashboard menu labels alone, in order. */
export const dashboardMenuLabels: readonly string[] = messages.dashboardMenu.map((item) => item.label);
