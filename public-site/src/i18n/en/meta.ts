const SITE_NAME = 'Aangan';

/** Page titles and descriptions for search engines and link previews. */
export const meta = {
  siteName: SITE_NAME,
  /** A page's title: its own name and the site's. */
  title: (name: string) => `${name} | ${SITE_NAME}`,
  home: {
    title: `${SITE_NAME} | New homes and projects across India`,
    description:
      'Search RERA-registered residential, commercial and farmland projects in Noida, Gurugram, Mumbai and more, with expert advice from Aangan.',
  },
  search: (heading: string, total: number) =>
    `${heading}: compare prices, configurations and possession status of ${total} projects on Aangan.`,
  project: {
    inPlace: (title: string, place: string) => (place ? `${title} in ${place}` : title),
    description: (title: string, place: string, developer: string, price: string) =>
      `${title}${place ? `, ${place}` : ''}${developer ? ` by ${developer}` : ''}: ` +
      `${price ? `prices ${price}, ` : ''}units, amenities, location and RERA registration on ${SITE_NAME}.`,
  },
  article: (title: string, section: string) => `${title}, on the ${SITE_NAME} ${section.toLowerCase()}.`,
  articleList: {
    page: (page: number) => ` (page ${page})`,
    description: (section: string) =>
      `${section} from Aangan: home buying in India, new projects, prices, RERA and home loans.`,
  },
  contact: {
    title: 'Contact us',
    description:
      'Ask Aangan about a project, a home loan or a site visit. Offices in Noida, Mumbai, Lucknow, Gurugram and Zirakpur.',
  },
  careers: {
    title: 'Careers',
    description: 'Work with Aangan: apply for roles in real estate advisory, sales and customer service across India.',
  },
  privacy: {
    title: 'Privacy policy',
    description:
      'How Aangan uses the details you share in its enquiry, contact and careers forms, and how to have them erased.',
  },
  story: {
    title: 'Our story',
    description:
      'Who we are: the Aangan story, messages from our CEO and COO, our values, our services and life at Aangan.',
  },
  faqs: {
    title: 'Frequently asked questions',
    description:
      'Answers to what buyers ask Aangan most: fees, RERA registration, home loans, site visits and your personal data.',
  },
  terms: {
    title: 'Terms and conditions',
    description:
      'The terms of using the Aangan website: listings, enquiries, advice, intellectual property and liability.',
  },
  reraDisclaimer: {
    title: 'RERA disclaimer',
    description:
      'How Aangan shows RERA registrations, and how to check a project on the state RERA website before you buy.',
  },
  sitemap: {
    title: 'Sitemap',
    description:
      'Every section of the Aangan website in one place: projects by city and type, our story, blogs, news and help.',
  },
  operations: {
    title: `Life at ${SITE_NAME}`,
    description: `Life at ${SITE_NAME}: how our teams work, grow and celebrate together, and how to join them.`,
  },
  compare: { title: `Compare projects | ${SITE_NAME}`, description: 'Projects you picked on Aangan, side by side.' },
  login: { title: 'Sign in', description: `Sign in to ${SITE_NAME}.` },
  shortlist: {
    title: 'My shortlist',
    description: 'The projects you saved on Aangan, with what changed since you saved them.',
  },
  alerts: {
    title: 'Property alerts',
    /** The page after a link from an alert mail, by the outcome's English title. */
    outcomes: {
      'Alerts confirmed': 'Alerts confirmed',
      'You are unsubscribed': 'You are unsubscribed',
      'This link does not work': 'This link does not work',
    } as Record<string, string>,
    description:
      'Get an email when a new project matches your search, or a project you watch changes its price, possession or RERA status.',
  },
  emiCalculator: {
    title: 'Home loan EMI calculator',
    description:
      'Work out the monthly EMI, total interest and year-by-year repayment of a home loan for any property price, rate and tenure.',
  },
  currencyConverter: {
    title: 'Currency converter for NRI buyers',
    description:
      'Convert Indian property prices to US dollars, dirhams, pounds, euros and Singapore dollars, and back, at indicative rates.',
  },
  notFound: { title: `Page Not Found | ${SITE_NAME}`, description: 'This page does not exist on Aangan.' },
  unavailable: { title: `Please try again | ${SITE_NAME}`, description: 'This page could not be loaded right now.' },
  gone: {
    title: `This project is no longer listed | ${SITE_NAME}`,
    description: 'This project has been removed from Aangan. Similar projects are listed instead.',
  },
  /** Names in the JSON-LD breadcrumbs: the site's pages by their English names (`PUBLIC_PAGES`), and the projects. */
  crumbs: {
    Home: 'Home',
    Projects: 'Projects',
    'Search results': 'Search results',
    'Our story': 'Our story',
    Blogs: 'Blogs',
    News: 'News',
    'Awards and recognition': 'Awards and recognition',
    Careers: 'Careers',
    'Contact us': 'Contact us',
    FAQs: 'FAQs',
    'EMI calculator': 'EMI calculator',
    'Currency converter': 'Currency converter',
    'Terms and conditions': 'Terms and conditions',
    'Privacy policy': 'Privacy policy',
    'RERA disclaimer': 'RERA disclaimer',
    Sitemap: 'Sitemap',
    'Life at Aangan': 'Life at Aangan',
  } as Record<string, string>,
};

export type MetaStrings = typeof meta;
