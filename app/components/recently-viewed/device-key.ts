// The device's "recently viewed" list's key in localStorage (one origin per shop, so one list per
// shop): its own module, so the part every product page loads carries nothing more.
export const RECENTLY_VIEWED_KEY = 'haat.recentlyViewed';
