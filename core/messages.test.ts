import { describe, it, expect } from 'vitest';
import { messages } from './messages';

const bottomTabLabels = messages.bottomTabs.map((tab) => tab.label);
const dashboardMenuLabels = messages.dashboardMenu.map((item) => item.label);
import { accountMessages } from './account-messages';

// Each expected string is copied from /work/shared/spec/storefront.md, verbatim.
describe('messages are the spec strings, verbatim', () => {
  it('cart, wishlist, attachment and session alerts (§4, §8)', () => {
    expect(messages.productAddedToCart).toBe('Product added to cart successfully');
    expect(messages.addToCartFailed).toBe('Add to cart failed');
    expect(messages.somethingWentWrong).toBe('Something went wrong');
    expect(messages.somethingWentWrongRefresh).toBe('Something went wrong. Please refresh the page');
    expect(messages.attachmentUploaded('Prescription')).toBe('Prescription uploaded successfully');
    expect(messages.logoutFailed).toBe('Something went wrong 1');
    expect(messages.tokenRefreshFailed).toBe('Something went wrong 2');
  });

  it('page texts (§2, §8), typo included', () => {
    expect(messages.invalidDomain).toBe('Invaild domain');
    expect(messages.pageNotFound).toBe('This page could not be found');
    expect(messages.backToHome).toBe('Back to Home');
    expect(messages.errorPageMessage('Server error')).toBe('Server error!');
    expect(messages.unknownMiddleware('auth')).toBe('Unknown middleware auth');
    expect(messages.pagerEmpty).toBe('There is no item to show');
    expect(messages.pagerShowing(11, 20, 42)).toBe('Showing 11 to 20 of 42');
  });

  it('validation messages (§5), two spaces before "only" included', () => {
    expect(messages.quantityNotAvailable).toBe('Not available this amount of product');
    expect(messages.cartLimitMaxItem(3, 5)).toBe('3 items can not be added to cart. The quantity is limited to 5');
    expect(messages.cartLimitStock(3, 2)).toBe('3 items can not be added to cart. The remaining stock is 2');
    expect(messages.attachmentType('Design')).toBe('Design Upload file jpg, jpeg, png and pdf  only');
    expect(messages.attachmentTypeUntitled).toBe('Upload file jpg, jpeg, png and pdf  only');
    expect(messages.attachmentType('X').endsWith(messages.attachmentTypeUntitled)).toBe(true);
    expect(messages.invalidCartQuantity).toBe('The quantity must be a whole number of at least 1');
  });

  it('availability texts (§4)', () => {
    expect(messages.notAvailable).toBe('Not Available');
    expect(messages.soldOut).toBe('Sold Out');
    expect(messages.cardSoldOut).toBe('Sold out');
    expect(messages.available).toBe('Available');
    expect(messages.itemsAvailable(4)).toBe('4 item(s) available');
    expect(messages.cardItemsAvailable(1)).toBe('1 item');
    expect(messages.cardItemsAvailable(4)).toBe('4 items');
  });

  it('dashboard menu, in order, with its paths (§2)', () => {
    expect(messages.dashboardMenu).toEqual([
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
    ]);
    expect(dashboardMenuLabels.join(', ')).toBe(
      'Dashboard, Wishlist, Purchase History, Refund Request, Address, Support Ticket, Messages, My Balance, Manage Account, Change Password',
    );
  });

  it('bottom tab bar, in order; My Account goes to the dashboard (§2)', () => {
    expect(bottomTabLabels).toEqual(['Home', 'Category', 'Wishlist', 'My Account']);
    expect(messages.bottomTabs.find((tab) => tab.label === 'My Account')?.path).toBe('/customer/dashboard');
    expect(messages.bottomTabs[0].path).toBe('/');
  });

  it('product page and card buttons (§2)', () => {
    expect(messages.buttons).toEqual({
      placeOrder: 'Place Order',
      addToCart: 'Add To Cart',
      viewCart: 'View Cart',
      chatNow: 'Chat Now',
      addToWishlist: 'Add To Wishlist',
      quickView: 'Quick View',
      cardAddToCart: 'Add to Cart',
    });
  });

  it('support ticket subject (§7), rating labels and currency (§9)', () => {
    expect(messages.inquirySubject('Red Shari')).toBe('Inquiry for product - Red Shari');
    expect(messages.rating).toBe('Rating');
    expect(messages.ratings).toBe('Ratings');
    expect(messages.currencySymbol).toBe('৳');
  });

  it('account texts (issue 5) never tell whether a phone is registered', () => {
    const a = accountMessages;
    expect(a.loginFailed).toBe('The mobile number or password is wrong');
    expect(a.codeSent).toBe('A 6-digit code has been sent by SMS if this number can be used here. Enter it below within 5 minutes');
    expect(a.codeWrong).toBe('The code is wrong or has expired. Ask for a new one');
    for (const text of Object.values(a)) {
      if (typeof text === 'string') expect(text.length).toBeGreaterThan(5);
    }
  });
});

