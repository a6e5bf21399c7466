/** The home page. */
export const home = {
  title: 'Find your next home, with advice you can trust',
  lead: 'RERA-registered projects from leading developers across India, and an advisor beside you from the first visit to possession.',
  popular: 'Popular:',
  inNumbers: 'Aangan in numbers',
  featuredCities: 'Featured cities',
  newest: 'Newest projects',
  seeAll: 'See all projects',
  testimonials: 'What our clients say',
  carousel: {
    label: 'Highlights',
    slide: (position: number, count: number) => `${position} of ${count}`,
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause the slides',
    play: 'Play the slides',
    close: 'Close the banner',
  },
};

export type HomeStrings = typeof home;
