// The home page's slides and category tiles (issue 28 item 3; docs/decisions/067), in English.
export const bannersEn = {
  'home.slides.label': 'Offers',
  'home.slides.slide': 'Slide {n} of {total}',
  'home.slides.goTo': 'Slide {n} of {total}: {title}',
  'home.slides.pager': 'Choose a slide',
  'home.tiles.title': 'Shop by category',
} as const;
