// Decision 031: before the first paint of a page every shopper shares, mark <html> for a
// logged-in customer (the server keeps the script-readable total_cart_items cookie for a
// logged-in customer only), so CSS shows the customer's header placeholders, not "Sign in".
// Inline in <head> (app/root.tsx), named by the page's nonce or, on a shared page, by its hash
// (server/csp.ts): no request of its own holds up the first paint (docs/decisions/062).
export const CUSTOMER_HINT = `try{var m=/(?:^|;\\s*)total_cart_items=(\\d+)/.exec(document.cookie);if(m)document.documentElement.setAttribute('data-customer',m[1])}catch(e){}`;
