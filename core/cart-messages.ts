// The storefront's own texts for the cart, the wishlist and order attachments (issue 6).
// Not spec strings (those live in core/messages.ts): the spec shows no texts for these
// refusals, notes and confirmations. Kept apart so pages that never show them don't ship them.

export const cartMessages = {
  productNotFound: 'This product is not available in this shop',
  variantRequired: 'Please choose a variant of this product',
  variantUnknown: 'This variant of the product does not exist',
  variantUnavailable: 'This variant is not available',
  // A field titled "Upload your design" reads "Please upload your design first", not "Please
  // upload Upload your design first" (issue 16 item 9).
  attachmentRequired: (title: string): string => `Please upload ${title.trim().replace(/^upload(ing)?\b\s*/i, '') || 'the file'} first`,
  attachmentNotFound: 'The attached file was not found. Please upload it again',
  lineNotFound: 'This item is not in your cart any more',
  quantityUpdated: 'The quantity was updated',
  quantityUnchanged: (quantity: number): string => `The quantity stays at ${quantity}`,
  perOrderLimit: (max: number): string => `at most ${max} per order`,
  lineRemoved: 'The item was removed from your cart',
  cleared: 'Your cart was cleared',
  empty: 'Your cart is empty',
  priceChanged: (was: string, now: string): string => `The price changed from ${was} to ${now} since you added it`,
  stockChanged: (now: string): string => `The stock changed since you added it: ${now}`,
  moreThanStock: (available: number): string => `Only ${available} can be ordered now: lower the quantity`,
  notOrderable: 'This item cannot be ordered now',
  checkoutNext: 'Checkout comes next: your order is not placed yet',
} as const;

export const wishlistMessages = {
  added: 'Product added to wishlist successfully',
  already: 'This product is already in your wishlist',
  removed: 'The product was removed from your wishlist',
  empty: 'Your wishlist is empty',
} as const;

export const attachmentMessages = {
  tooLarge: 'The file must be at most 5 MB',
  contentMismatch: 'This file is not really a JPG, PNG or PDF: its content does not match its name. Please choose another file',
} as const;
