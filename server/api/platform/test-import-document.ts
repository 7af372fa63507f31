// A small catalog document (one shop, one category, one brand, one product) for tests that
// import through the admin API.
export const testImportDocument = {
  shops: [
    {
      slug: 'alpha',
      shop_name: 'Alpha',
      logo: null,
      contact_number: '+8801700000000',
      theme_primary_color: '#0f766e',
      social_links: [{ name: 'facebook', url: 'https://facebook.com/alpha', bgColor: '#1877f2' }],
      domains: ['alpha-shop.test'],
      brands_setting: 1,
      shop_rate: { s_rateType: 'percentage', s_increase: 10, s_discount: 5 },
      categories: [{ name: 'Men', slug: 'men', groups: [{ name: 'Clothing', items: [{ name: 'T-Shirts', slug: 't-shirts' }] }] }],
      brands: [{ name: 'Acme', slug: 'acme' }],
      products: [
        {
          name: 'Tee', slug: 'tee', category: 't-shirts', brand: 'acme', shortDescription: 'A tee',
          unitprice: 1000, resellerMinPrice: 0, resellerMaxPrice: 0, quantity: 5, unlimited_quantity: 0,
          max_item_in_order: 3, product_discount: { discountType: '%', discount: 10 },
          cashback_offer: { cash_type: 'flat', cash: 20 }, rate_type: 'shop_rate', p_rate_type: null,
          p_amount_type: null, p_increase_amount: 0, p_discount_amount: 0, order_attachment: 0,
          attachment_field_title: null, enable_review: 1, images: [], variants: null,
        },
      ],
    },
  ],
};
