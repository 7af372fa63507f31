import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('search', 'routes/search-redirect.tsx', { id: 'search-redirect' }),
  route('products/search', 'routes/search-redirect.tsx', { id: 'products-search-redirect' }),
  route('products/:param', 'routes/product/route.tsx', { id: 'product' }),
  route('r/:shop/products/:id', 'routes/reseller-product.tsx', { id: 'reseller-product' }),
  route('share/*', 'routes/share.tsx', { id: 'share' }),
  // Customer accounts and sessions (issue 5).
  route('customer/login', 'routes/customer/login.tsx', { id: 'customer-login' }),
  route('customer/register', 'routes/customer/register.tsx', { id: 'customer-register' }),
  route('customer/forgot-password', 'routes/customer/forgot-password.tsx', { id: 'customer-forgot-password' }),
  route('customer/logout', 'routes/customer/logout.tsx', { id: 'customer-logout' }),
  route('customer/dashboard', 'routes/customer/dashboard/layout.tsx', { id: 'customer-dashboard' }, [
    index('routes/customer/dashboard/overview.tsx', { id: 'customer-dashboard-overview' }),
    route('manage-account', 'routes/customer/dashboard/manage-account.tsx', { id: 'customer-manage-account' }),
    route('change-password', 'routes/customer/dashboard/change-password.tsx', { id: 'customer-change-password' }),
    route('wishlist', 'routes/customer/dashboard/wishlist.tsx', { id: 'customer-wishlist' }),
    route('purchase-history', 'routes/customer/dashboard/purchase-history.tsx', { id: 'customer-purchase-history' }),
    route('purchase-details/:purchase_id', 'routes/customer/dashboard/purchase-details.tsx', { id: 'customer-purchase-details' }),
    route('address', 'routes/customer/dashboard/address.tsx', { id: 'customer-address' }),
    route('refund', 'routes/customer/dashboard/refund.tsx', { id: 'customer-refund' }),
    route('refund/:id', 'routes/customer/dashboard/refund-form.tsx', { id: 'customer-refund-form' }),
    route('refund-requests', 'routes/customer/dashboard/refund-requests.tsx', { id: 'customer-refund-requests' }),
    route('refund-details/:refundId', 'routes/customer/dashboard/refund-details.tsx', { id: 'customer-refund-details' }),
    route('my-balance', 'routes/customer/dashboard/my-balance.tsx', { id: 'customer-my-balance' }),
    route('support', 'routes/customer/dashboard/support.tsx', { id: 'customer-support' }),
    route('support/:id', 'routes/customer/dashboard/support-thread.tsx', { id: 'customer-support-thread' }),
    route('messages', 'routes/customer/dashboard/messages.tsx', { id: 'customer-messages' }),
    route('messages/:ticket_id', 'routes/customer/dashboard/messages-thread.tsx', { id: 'customer-messages-thread' }),
  ]),
  // Product listings and search results (issue 4 items 1 and 6).
  route('categories', 'routes/categories.tsx', { id: 'categories' }),
  route('all-products', 'routes/listing/all-products.tsx', { id: 'all-products' }),
  route('products/category/:idOrSlug', 'routes/listing/category.tsx', { id: 'category-products' }),
  route('products/sub-category/:idOrSlug', 'routes/listing/sub-category.tsx', { id: 'sub-category-products' }),
  route('products/brands/:idOrSlug', 'routes/listing/brand.tsx', { id: 'brand-products' }),
  route('products/shop/:slug', 'routes/listing/shop-products.tsx', { id: 'shop-products' }),
  route('deals/:id', 'routes/listing/deal.tsx', { id: 'deal-products' }),
  route('search/:keyword', 'routes/search-results.tsx', { id: 'search-results' }),
  route('products/search/:key', 'routes/search-results.tsx', { id: 'products-search-results' }),
  // Cart (issue 6).
  route('customer/cart', 'routes/customer/cart/route.tsx', { id: 'customer-cart' }),
  // Checkout and order tracking (issue 11).
  route('customer/checkout', 'routes/customer/checkout/shipping.tsx', { id: 'customer-checkout' }),
  route('customer/checkout/confirm-order', 'routes/customer/checkout/confirm-order.tsx', { id: 'customer-checkout-confirm-order' }),
  route('customer/checkout/payment-method', 'routes/customer/checkout/payment-method.tsx', { id: 'customer-checkout-payment-method' }),
  // The provider steps the spec names (issue 23 item 6): the hand-off to bKash or the card page, and the way back.
  route('customer/checkout/payment-method/bkash', 'routes/customer/checkout/payment-provider.tsx', { id: 'customer-checkout-payment-bkash' }),
  route('customer/checkout/payment-method/stripe', 'routes/customer/checkout/payment-provider.tsx', { id: 'customer-checkout-payment-stripe' }),
  route('customer/checkout/confirmed-order/:id', 'routes/customer/checkout/confirmed-order.tsx', { id: 'customer-checkout-confirmed-order' }),
  route('track-order', 'routes/track-order.tsx', { id: 'track-order' }),
  route('customer/track-order', 'routes/track-order.tsx', { id: 'customer-track-order' }),
  // The seller console (issue 14 item 2; docs/decisions/023): its own layout, no catalog header.
  route('seller/login', 'routes/seller/login.tsx', { id: 'seller-login' }),
  route('seller/logout', 'routes/seller/logout.tsx', { id: 'seller-logout' }),
  route('seller/orders-export.csv', 'routes/seller/orders-export.ts', { id: 'seller-orders-export' }),
  route('seller/labels.pdf', 'routes/seller/labels.ts', { id: 'seller-labels' }),
  route('seller', 'routes/seller/layout.tsx', { id: 'seller' }, [
    index('routes/seller/orders.tsx', { id: 'seller-orders' }),
    route('orders/:id', 'routes/seller/order.tsx', { id: 'seller-order' }),
    // Refunds, threads, customers and the overview (issue 14 items 3-5, 7; docs/decisions/025).
    route('overview', 'routes/seller/overview.tsx', { id: 'seller-overview' }),
    route('refunds', 'routes/seller/refunds.tsx', { id: 'seller-refunds' }),
    route('refunds/:id', 'routes/seller/refund.tsx', { id: 'seller-refund' }),
    route('threads', 'routes/seller/threads.tsx', { id: 'seller-threads' }),
    route('threads/:id', 'routes/seller/thread.tsx', { id: 'seller-thread' }),
    route('customers', 'routes/seller/customers.tsx', { id: 'seller-customers' }),
    route('customers/:id', 'routes/seller/customer.tsx', { id: 'seller-customer' }),
    // Stock, settings, coupons, staff and the audit log (issue 14 items 1, 6, 9; docs/decisions/026).
    route('stock', 'routes/seller/stock.tsx', { id: 'seller-stock' }),
    route('settings', 'routes/seller/settings.tsx', { id: 'seller-settings' }),
    route('coupons', 'routes/seller/coupons.tsx', { id: 'seller-coupons' }),
    route('staff', 'routes/seller/staff.tsx', { id: 'seller-staff' }),
    route('audit', 'routes/seller/audit.tsx', { id: 'seller-audit' }),
    route('cod-remittance', 'routes/seller/cod-remittance.tsx', { id: 'seller-cod-remittance' }),
  ]),
  // Every path no other route claims, including the spec's internal test pages
  // (decisions.md): the not-found page with status 404.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
