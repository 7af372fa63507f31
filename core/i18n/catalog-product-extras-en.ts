// The product page's answers to the next question (issue 28 item 2, docs/decisions/066):
// delivery to a district, the return window, the specification and size tables, related
// products. Its Bangla is catalog-product-extras-bn.ts.
export const productExtrasEn = {
  'pdp.delivery.heading': 'Delivery and returns',
  'pdp.delivery.to': 'Delivery to {district}:',
  'pdp.delivery.free': 'Free',
  'pdp.delivery.days': 'Arrives within {n} {n, plural, one {day} other {days}} of your order',
  'pdp.delivery.freeOver': 'Free delivery on orders of {amount} or more',
  'pdp.delivery.insideDhaka': 'Inside Dhaka',
  'pdp.delivery.outsideDhaka': 'Outside Dhaka',
  'pdp.delivery.unknown': '“{district}” is not a district we know: choose yours from the list.',
  'pdp.delivery.yourDistrict': 'Your district',
  'pdp.delivery.choose': 'Choose a district',
  'pdp.delivery.check': 'See charge',
  'pdp.returns.label': 'Returns:',
  'pdp.returns.days': 'within {n} {n, plural, one {day} other {days}} of delivery',
  'pdp.returns.none': 'this shop does not take returns',
  'pdp.specifications': 'Specifications',
  'pdp.sizeGuide': 'Size guide',
  'pdp.boughtTogether': 'Frequently bought together',
  'pdp.alsoLike': 'You may also like',
} as const;
