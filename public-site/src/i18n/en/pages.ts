/** Story, articles, FAQs, careers, contact, legal, operations, sitemap, sign-in and error pages. */
export const pages = {
  story: {
    stats: 'Aangan in numbers',
    leaders: 'A word from our leaders',
    values: 'Our core values',
    services: 'What we do for you',
    life: 'Life at Aangan',
    partners: 'Our marketing partners',
    certificates: 'Registrations and certificates',
  },
  articles: {
    /** Each list's lead, by article kind. */
    leads: {
      blog: 'Guides and ideas for buying a home in India: prices, RERA, home loans, Vastu and life in the cities we cover.',
      news: 'What is new at Aangan and in the projects we list.',
      award: 'Recognition Aangan and its team have received.',
    },
    empty: 'Nothing is published here yet. Please come back soon.',
    pagerLabel: (section: string) => `${section} pages`,
    minutesRead: (minutes: number) => `${minutes} min read`,
    publishedOn: 'Published on ',
    breadcrumb: 'Breadcrumb',
    more: (section: string) => `More ${section.toLowerCase()}`,
  },
  faq: {
    title: 'Frequently asked questions',
    lead: 'What buyers ask us most. Tap a question to see its answer.',
    stillAsking: 'Still have a question? ',
    writeToUs: 'Write to us',
    orAskAssistant: ' or ask the assistant in the chat.',
  },
  careers: {
    title: 'Careers at Aangan',
    lead: 'We help families across India buy the right home. If you enjoy real estate, advice and people, send us your application: we read every one.',
    apply: 'Apply now',
  },
  contact: {
    title: 'How Can We Help ?',
    lead: 'Tell us what you are looking for and an Aangan advisor will get back to you. Once you have sent this form, floor plans, RERA details and brochures on project pages are open to you.',
    sendMessage: 'Send us a message',
    offices: 'Office Locations',
    talk: 'Talk to us',
    call: (phone: string) => `Call ${phone}`,
    whatsapp: 'Chat on WhatsApp',
  },
  operations: {
    title: 'Life at Aangan',
    lead: 'Our advisors, relationship managers and operations teams work across India so that every buyer gets straight answers, from the first site visit to the keys. Here is how we work together.',
    teams: 'Our teams',
    values: 'What we stand for',
    voices: 'What our people say',
    numbers: 'Aangan in numbers',
    join: 'Join us',
    hiring: 'We hire advisors, sales and customer-care people in every city we work in.',
    seeCareers: 'See careers at Aangan',
  },
  sitemap: {
    title: 'Sitemap',
    projects: 'Projects',
    allProjects: 'All projects',
    /** The sitemap's project types, by their value in the search address. */
    projectTypes: {
      Residential: 'Residential projects',
      Commercial: 'Commercial projects',
      Industrial: 'Industrial projects',
      Farmland: 'Farmland projects',
    },
    byCity: 'Projects by city',
    /** The sitemap page's lists (`sitemapPage` in the contracts' page list). */
    sections: { about: 'About Aangan', read: 'Read', policies: 'Policies' },
  },
  login: {
    title: 'Sign in',
    signedInAs: (userType: string) => `You are signed in (${userType}).`,
    goToSite: 'Go to the site',
    signOut: 'Sign out',
    code: 'Code from your authenticator app',
    email: 'Email',
    password: 'Password',
    verify: 'Verify',
    signIn: 'Sign in',
    backHome: 'Back to HomePage',
    failed: 'Something went wrong',
    /** The API's refusals of a sign-in, by their English text. */
    refusals: {
      'Email or password is incorrect': 'Email or password is incorrect',
      'Entered OTP is incorrect': 'Entered OTP is incorrect',
      'Enter a valid email': 'Enter a valid email',
      'Too many failed sign-in attempts. Please wait and try again.':
        'Too many failed sign-in attempts. Please wait and try again.',
    } as Record<string, string>,
  },
  errors: {
    backHome: 'Back to HomePage',
    notFound: 'Page Not Found',
    notFoundText: "The page you are looking for does not exist. Let's get you back on track.",
    unavailable: 'We could not load this page',
    unavailableText: 'Our listings are taking a moment to respond. Please try again shortly.',
    gone: 'This project is no longer listed',
    goneText: 'The developer or our team has taken it off Aangan.',
    similarIn: (city: string) => (city ? `Here are similar projects in ${city}.` : 'Here are similar projects.'),
    browseToday: 'Browse the projects we list today.',
    allIn: (city: string) => (city ? `All projects in ${city}` : 'All projects'),
    similar: 'Similar projects',
  },
  /** Previous and next between the pages of a list (articles). */
  pager: {
    previous: 'Previous page',
    next: 'Next page',
    position: (page: number, count: number) => `Page ${page} of ${count}`,
  },
};

export type PagesStrings = typeof pages;
