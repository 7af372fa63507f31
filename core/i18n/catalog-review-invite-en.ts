// The delivered order's invitation to review it, on the customer's order page (issue 28 item 1;
// docs/decisions/067), in English. The bell's entry is `notify.reviewInvite`.
export const reviewInviteEn = {
  'review.invite.title': 'How was your order?',
  'review.invite.body': 'Rate what you received and add a photo if you like: your review helps other shoppers choose, and shows on the product page as a verified purchase.',
  'review.invite.cta': 'Review {name}',
} as const;
