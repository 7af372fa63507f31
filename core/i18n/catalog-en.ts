// The English catalog: every message id the pages, SMS and invoices use, with its text in
// ICU MessageFormat (`{name}` placeholders, `{n, plural, one {…} other {…}}`). The spec's
// strings are the contract: they are taken from core/messages.ts (and the other *-messages.ts
// modules) rather than spelt again, so English stays verbatim. Adding a string: give it an id
// here (`area.what`), its Bangla in catalog-bn.ts, and show it with `t('area.what')`
// (docs/decisions/047-two-languages.md).
import { messages } from '../messages';
import { notifyEn } from './catalog-notify-en';
import { offlineEn } from './catalog-offline-en';
import { recentEn } from './catalog-recent-en';
import { productExtrasEn } from './catalog-product-extras-en';
import { dataSaverEn } from './catalog-data-saver-en';
import { checkoutEn } from './catalog-checkout-en';
import { accountEn } from './catalog-account-en';
import { bannersEn } from './catalog-banners-en';
import { reviewInviteEn } from './catalog-review-invite-en';

export const en = {
  // The language switch (header, off-canvas menu)
  'lang.switchTo': 'বাংলা',
  'lang.switchLabel': 'Read this page in Bangla',

  // Layout: header, off-canvas menu, footer, tab bar
  'layout.skipToContent': 'Skip to content',
  'layout.wishlist': 'Wishlist',
  'layout.myAccount': 'My Account',
  'layout.accountNav': 'Account',
  'layout.mainNav': 'Main',
  'layout.tabsNav': 'Tabs',
  'layout.openMenu': 'Open menu',
  'layout.openSubmenu': 'Open {name} submenu',
  'layout.closeSubmenu': 'Close {name} submenu',
  'layout.closeMenu': 'Close menu',
  'layout.menu': 'Menu',
  'layout.categories': 'Categories',
  'layout.allCategories': 'All Categories',
  'layout.allOf': 'All {name}',
  'layout.brands': 'Brands',
  'layout.backToTop': 'Back to top',
  'layout.opensInNewTab': '(opens in a new tab)',
  'layout.socialLinks': 'Social links',
  'layout.rightsReserved': '© {year} {shop}. All rights reserved.',
  'layout.close': 'Close',
  'alert.closesIn': 'closes in {n} seconds',
  'alert.dismiss': 'Dismiss',
  'tabs.home': messages.bottomTabs[0]!.label,
  'tabs.category': messages.bottomTabs[1]!.label,
  'tabs.wishlist': messages.bottomTabs[2]!.label,
  'tabs.myAccount': messages.bottomTabs[3]!.label,

  // Search box
  'search.label': 'Search products',
  'search.placeholder': 'Search products…',
  'search.button': 'Search',
  'search.suggestions': 'Search suggestions',

  // Pages every shop has
  'page.notFound': messages.pageNotFound,
  'page.backToHome': messages.backToHome,
  'page.error': '{message}!',
  'page.somethingWentWrong': messages.somethingWentWrong,
  'page.invalidDomain': messages.invalidDomain,
  'page.noShopAt': 'No shop is served at {host}.',
  'page.noShopHere': 'No shop is served at this address.',

  // Lists
  'pager.empty': messages.pagerEmpty,
  'pager.showing': 'Showing {start} to {end} of {total}',
  'pager.pages': 'Pages',
  'pager.previous': 'Previous',
  'pager.next': 'Next',
  'pager.page': 'Page {n}',

  // Home
  'home.seeAll': 'See all',
  'home.browseAll': 'Browse all products',
  'home.newArrivals': 'New arrivals',
  'home.useCode': 'Use code',
  'home.couponAtCheckout': 'for {offer} at checkout.',
  'home.couponFlat': '{amount} off',
  'home.couponPercent': '{percent}% off',
  'home.couponPercentUpTo': '{percent}% off (up to {max})',

  // Availability (product page and card)
  'stock.notAvailable': messages.notAvailable,
  'stock.soldOut': messages.soldOut,
  'stock.cardSoldOut': messages.cardSoldOut,
  'stock.available': messages.available,
  'stock.itemsAvailable': '{n} item(s) available',
  'stock.cardItems': '{n} {n, plural, one {item} other {items}}',

  // Product buttons (spec §2)
  'button.placeOrder': messages.buttons.placeOrder,
  'button.addToCart': messages.buttons.addToCart,
  'button.viewCart': messages.buttons.viewCart,
  'button.chatNow': messages.buttons.chatNow,
  'button.addToWishlist': messages.buttons.addToWishlist,
  'button.quickView': messages.buttons.quickView,
  'button.cardAddToCart': messages.buttons.cardAddToCart,
  'rating.one': messages.rating,
  'rating.many': messages.ratings,

  // Prices
  'price.old': 'Old price',
  'price.cashback': '{amount} Cashback',
  'price.percentOff': '{n}% OFF',
  'stock.perOrderLimit': 'at most {max} per order',
  'quantity.decrease': 'Decrease quantity',
  'quantity.increase': 'Increase quantity',
  'rating.rated': 'Rated',
  'rating.none': 'No reviews yet',
  'rating.outOf5': 'out of 5',
  'quantity.label': 'Quantity',

  // Product page
  'product.breadcrumb': 'Breadcrumb',
  'product.brand': 'Brand:',
  'product.description': 'Description',
  'product.share': 'Share:',
  'product.copyLink': 'Copy link',
  'product.linkCopied': 'Link copied',
  'review.heading': 'Reviews',
  'review.distribution': 'Ratings by stars',
  'review.stars': '{n} {n, plural, one {star} other {stars}}',
  'review.filter': 'Show reviews',
  'review.all': 'All ({n})',
  'review.withPhotos': 'With photos ({n})',
  'review.noneYet': 'No buyer has reviewed this product yet.',
  'review.noneWithPhotos': 'No review with photos yet.',
  'review.ratedStars': 'Rated {n} out of 5',
  'review.verified': 'Verified purchase',
  'review.photo': 'Buyer’s photo {n}',
  'review.shopReply': 'The shop replied',
  'review.pages': 'Review pages',
  'review.newer': '‹ Newer reviews',
  'review.older': 'Older reviews ›',
  'review.seeAll': 'All reviews',
  'review.form.title': 'Review',
  'review.form.heading': 'Rate and review',
  'review.form.editHeading': 'Change your review',
  'review.form.order': 'Order {code}',
  'review.form.rating': 'Your rating',
  'review.form.text': 'Your review (optional)',
  'review.form.photos': 'Photos (up to {n})',
  'review.form.photosHint': 'jpg, jpeg or png, 5 MB each',
  'review.form.photosKept': 'Your {n} photo(s) stay unless you choose new ones',
  'review.form.send': 'Save review',
  'review.form.sending': 'Saving…',
  'review.form.back': 'Back to the order',
  'review.write': 'Rate and review',
  'review.edit': 'Change your review',
  'review.thanks': 'Thank you: your review is on the product page.',

  // Cart alerts (spec §4, §8)
  'cart.added': messages.productAddedToCart,
  'cart.addFailed': messages.addToCartFailed,
  ...notifyEn,
  ...offlineEn,
  ...recentEn,
  ...productExtrasEn,
  ...dataSaverEn,

  // The buying path: cart, checkout, tracking, listings, bell, Quick View, gallery (catalog-checkout-en.ts)
  ...checkoutEn,

  // The customer's account side (catalog-account-en.ts, docs/decisions/052)
  ...accountEn,

  // Home slides and category tiles; the review invitation (decision 067)
  ...bannersEn,
  ...reviewInviteEn,
} as const;
