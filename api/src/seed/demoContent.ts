import type { ArticleFields, SectionContent } from '@aangan/contracts';
import { illustrationPath } from '../demoPictures/demoIllustrations.ts';

/**
 * First-start content of the site besides projects: articles, testimonials of both kinds, the
 * leadership's messages, partners, certificates and links. The people and partners are fictional.
 */
const article = (
  kind: ArticleFields['kind'],
  title: string,
  image: string,
  paragraphs: string[],
  metaDescription: string,
): ArticleFields => ({
  kind,
  title,
  featuredImage: image,
  metaDescription,
  content: paragraphs.map((p) => (p.startsWith('## ') ? `<h2>${p.slice(3)}</h2>` : `<p>${p}</p>`)).join(''),
});

export const DEMO_ARTICLES: ArticleFields[] = [
  article(
    'blog',
    'How to check a RERA registration before you book',
    illustrationPath('towers', 'noon'),
    [
      'Every project sold in parts must be registered with its state’s Real Estate Regulatory Authority before it is advertised. The registration number is your first check, and it takes five minutes.',
      '## Find the number and where it belongs',
      'Each state numbers projects its own way: MahaRERA numbers start with P and a district code (P518 for Mumbai Suburban, P521 for Pune), Uttar Pradesh uses UPRERAPRJ, Haryana’s Gurugram authority writes RC/REP/HARERA/GGM/…, Gujarat PR/GJ/… with the district and taluka. A number in the wrong state’s format is a warning sign.',
      '## Read the registration page',
      'On the authority’s site, compare the promoter’s name, the land area, the number of units and the promised completion date with the brochure. Look at the quarterly progress updates: a project that stopped reporting is one to ask about.',
      '## Scan the QR code',
      'Advertisements must carry the project’s QR code beside its number. Scan it on the project page and make sure it opens the same registration.',
    ],
    'A five-minute check of a project’s RERA number, registration page and QR code before you pay a booking amount.',
  ),
  article(
    'blog',
    'Carpet, built-up and super built-up area: what you pay for',
    illustrationPath('towers', 'inside'),
    [
      'Since RERA, developers must quote prices on carpet area: the floor you can actually cover with a carpet, inside the walls. Brochures still mention built-up and super built-up areas, and the difference can be a third of the price.',
      '## The three areas',
      'Carpet area is inside the walls. Built-up area adds the walls and balconies, usually 10–20 % more. Super built-up area adds your share of lobbies, lifts and the clubhouse, often 25–40 % above carpet.',
      '## Compare per square foot of carpet',
      'Two flats at ₹1.2 Cr can differ by 300 sq ft of usable space. Divide the price by the carpet area of each before you compare; every unit on this site shows its price per sq ft.',
    ],
    'Carpet, built-up and super built-up area explained, and why you should compare prices per sq ft of carpet.',
  ),
  article(
    'blog',
    'Home loan EMI: how rate and tenure change what you pay',
    illustrationPath('villas', 'noon'),
    [
      'A ₹75 lakh loan at 8.5 % costs about ₹65,000 a month over 20 years, and about ₹57,700 over 30 years. The longer loan looks cheaper each month, but you pay about ₹51 lakh more interest in total.',
      '## Three levers',
      'The down payment (banks lend up to 75–90 % of the value), the interest rate (a 0.5 % cut on ₹75 lakh saves about ₹2,400 a month over 20 years) and the tenure.',
      '## Prepay early',
      'Interest is front-loaded: prepayments in the first five years save the most. Try the EMI calculator on any project page with that project’s price.',
    ],
    'How the loan amount, interest rate and tenure change your monthly EMI and the total interest you pay.',
  ),
  article(
    'news',
    'Every registered project now shows its RERA QR code',
    illustrationPath('offices', 'noon'),
    [
      'Project pages now show the QR code of the project’s RERA registration beside its number, as state authorities require of advertisements. Scan it with your phone camera to open the registration on the authority’s site.',
    ],
    'Project pages now show the RERA QR code beside the registration number.',
  ),
  article(
    'news',
    'Price and possession history on every project page',
    illustrationPath('towers', 'dusk'),
    [
      'When a developer changes a project’s prices or possession date, the project page now shows how they moved over time, with dates, so you can see whether a launch price held and whether the handover slipped.',
    ],
    'See how a project’s prices and possession date changed over time.',
  ),
  article(
    'news',
    'Aangan opens an advisory desk in Pune',
    illustrationPath('offices', 'morning'),
    [
      'Buyers looking at Hinjewadi, Baner, Kharadi and Wakad can now meet an Aangan advisor in person for shortlists, site visits and home-loan comparisons, free of charge.',
    ],
    'A new advisory desk for home buyers in Pune.',
  ),
  article(
    'award',
    'Most Transparent Property Platform, Realty Excellence Awards 2025',
    illustrationPath('offices', 'dusk'),
    [
      'The Realty Excellence Awards jury recognised Aangan for showing every known price, RERA details and price history in the open, and for calling only buyers who ask to be called.',
    ],
    'Aangan named Most Transparent Property Platform at the Realty Excellence Awards 2025.',
  ),
  article(
    'award',
    'Best Home-Buyer Advisory, National Housing Forum 2024',
    illustrationPath('villas', 'dusk'),
    [
      'The National Housing Forum recognised Aangan’s advisory team for helping more than 4,000 families compare projects, loans and paperwork before they booked.',
    ],
    'Aangan’s advisory team recognised at the National Housing Forum 2024.',
  ),
];

export const DEMO_TESTIMONIALS: { kind: 'client' | 'employee'; name: string; role: string; content: string }[] = [
  {
    kind: 'client',
    name: 'Ananya Sharma',
    role: 'Bought a 3 BHK in Noida',
    content:
      'The advisor showed us the carpet area and the RERA completion date of every shortlisted tower. No pressure, and no calls from anyone else.',
  },
  {
    kind: 'client',
    name: 'Rahul and Meera Iyer',
    role: 'Bought a villa in Hyderabad',
    content:
      'We compared four gated communities in a weekend. The price history told us which developer had raised prices twice in a year.',
  },
  {
    kind: 'client',
    name: 'Farhan Qureshi',
    role: 'NRI buyer, Dubai',
    content:
      'I bought in Pune without flying down twice. Video walkthroughs, the loan paperwork and the registration were all handled.',
  },
  {
    kind: 'client',
    name: 'Kavita Deshmukh',
    role: 'Bought office space in Mumbai',
    content:
      'They told me plainly which office floors had no dedicated pantry and which rates were above the street average.',
  },
  {
    kind: 'employee',
    name: 'Siddharth Rao',
    role: 'Senior property advisor, Gurugram',
    content:
      'We are measured on how happy buyers are a year after they move in, not on how many calls we make. That changes every conversation.',
  },
  {
    kind: 'employee',
    name: 'Neha Kapoor',
    role: 'Home-loan specialist, Noida',
    content:
      'I get to compare offers from many banks for each family and explain the fine print. Learning never stops here.',
  },
  {
    kind: 'employee',
    name: 'Arjun Menon',
    role: 'Engineer, product team',
    content:
      'Every change to a project is recorded, so we can show buyers exactly how prices moved. Building that honestly is why I joined.',
  },
];

export const DEMO_LEADERSHIP: { ceoMessage: SectionContent<'ceoMessage'>; cooMessage: SectionContent<'cooMessage'> } = {
  ceoMessage: {
    name: 'Rohan Mehra',
    title: 'Founder and CEO',
    message:
      'Every family deserves honest advice before the biggest purchase of their life. We started Aangan so that every price, every RERA detail and every change to them is in the open, and so that buyers hear from us only when they ask.',
    photoUrl: null,
  },
  cooMessage: {
    name: 'Priya Raghavan',
    title: 'Chief Operating Officer',
    message:
      'From the first enquiry to the keys in hand, one advisor stays with you: site visits, loan offers, agreement checks and the registration. We measure ourselves on how buyers feel a year after they move in.',
    photoUrl: null,
  },
};

export const DEMO_PARTNERS = [
  'Sahyog Home Finance',
  'Griha Legal Associates',
  'Vastu Vidya Consultants',
  'Ghar Shift Packers and Movers',
  'Nivas Interiors',
  'Suraksha Home Insurance',
];

export const partnerLogoPath = (name: string): string =>
  `/uploads/demo/partners/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`;

/** A plain wordmark for a fictional partner. */
export function partnerLogoSvg(name: string, index: number): string {
  const hue = (index * 53 + 20) % 360;
  const initials = name
    .split(' ')
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 112" width="280" height="112" role="img" aria-label="${name}"><rect width="280" height="112" rx="12" fill="hsl(${hue} 40% 96%)"/><circle cx="52" cy="56" r="32" fill="hsl(${hue} 55% 38%)"/><text x="52" y="66" text-anchor="middle" font-family="sans-serif" font-size="26" font-weight="700" fill="#fff">${initials}</text><text x="96" y="52" font-family="sans-serif" font-size="17" font-weight="700" fill="hsl(${hue} 55% 25%)">${name.split(' ').slice(0, 2).join(' ')}</text><text x="96" y="76" font-family="sans-serif" font-size="14" fill="hsl(${hue} 25% 35%)">${name.split(' ').slice(2).join(' ') || 'Partner'}</text></svg>`;
}

export const DEMO_CERTIFICATES: SectionContent<'certificates'> = {
  items: [
    { kind: 'RERA', value: 'UPRERAAGT10234' },
    { kind: 'ISO', value: 'ISO 9001:2015' },
    { kind: 'CIN', value: 'U70200UP2019PTC112233' },
    { kind: 'UDYAM', value: 'UDYAM-UP-29-0012345' },
  ],
};

export const DEMO_SOCIAL: SectionContent<'social'> = {
  links: [
    { network: 'Facebook', url: 'https://www.facebook.com/aanganhomes' },
    { network: 'Instagram', url: 'https://www.instagram.com/aanganhomes' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/aanganhomes' },
    { network: 'YouTube', url: 'https://www.youtube.com/@aanganhomes' },
    { network: 'X', url: 'https://x.com/aanganhomes' },
  ],
};

export const DEMO_REVIEW_SITES: SectionContent<'reviewSites'> = {
  links: [
    { name: 'Google Reviews', url: 'https://www.google.com/maps/search/Aangan+Homes+Noida' },
    { name: 'Trustpilot', url: 'https://www.trustpilot.com/review/aangan.example' },
    { name: 'Justdial', url: 'https://www.justdial.com/Noida/Aangan-Homes' },
  ],
};
