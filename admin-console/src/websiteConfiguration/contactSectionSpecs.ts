import { SECTION_LIMITS as L } from '@aangan/contracts';
import { count, type SectionSpec } from './sectionSpecTypes.ts';

const CERTIFICATE_KINDS = [
  { id: 'RERA', name: 'RERA' },
  { id: 'ISO', name: 'ISO' },
  { id: 'CIN', name: 'CIN' },
  { id: 'UDYAM', name: 'UDYAM' },
] as const;

type ContactSectionKey = 'offices' | 'contact' | 'social' | 'reviewSites' | 'certificates';

/** The contact and footer sections' forms: offices, contact details, social links, review sites, certificates. */
export const CONTACT_SECTION_SPECS: { [K in ContactSectionKey]: SectionSpec<K> } = {
  offices: {
    key: 'offices',
    title: 'Offices',
    description: "The contact page's office locations.",
    fields: [
      {
        type: 'list',
        source: 'offices',
        label: 'Offices',
        itemLabel: 'Office',
        min: 1,
        max: L.offices.offices,
        fields: [
          { type: 'text', source: 'city', label: 'City', max: L.offices.city },
          { type: 'text', source: 'label', label: 'Label', max: L.offices.label, helperText: 'e.g. Corporate office' },
          { type: 'text', source: 'address', label: 'Address', max: L.offices.address, multiline: true },
          { type: 'boolean', source: 'corporate', label: 'Corporate office' },
        ],
      },
    ],
    summary: (content) => content.offices.map((office) => office.city).join(', '),
  },
  contact: {
    key: 'contact',
    title: 'Contact details',
    description:
      'Phone, WhatsApp, email and address in the footer, the contact page and the Call and WhatsApp buttons.',
    fields: [
      { type: 'phone', source: 'phone', label: 'Phone' },
      { type: 'phone', source: 'whatsapp', label: 'WhatsApp number' },
      { type: 'email', source: 'email', label: 'Email' },
      { type: 'text', source: 'address', label: 'Address', max: L.contact.address, multiline: true },
      { type: 'text', source: 'hours', label: 'Opening hours', max: L.contact.hours },
    ],
    summary: (content) => content.phone,
  },
  social: {
    key: 'social',
    title: 'Social links',
    description: 'In the footer.',
    fields: [
      {
        type: 'list',
        source: 'links',
        label: 'Links',
        itemLabel: 'Link',
        min: 0,
        max: L.social.links,
        fields: [
          { type: 'text', source: 'network', label: 'Network', max: L.social.network, helperText: 'e.g. Instagram' },
          { type: 'url', source: 'url', label: 'Address (https)' },
        ],
      },
    ],
    summary: (content) => count(content.links.length, 'link'),
  },
  reviewSites: {
    key: 'reviewSites',
    title: 'Review sites',
    description: 'Links to reviews of Aangan, in the footer.',
    fields: [
      {
        type: 'list',
        source: 'links',
        label: 'Links',
        itemLabel: 'Review site',
        min: 0,
        max: L.reviewSites.links,
        fields: [
          { type: 'text', source: 'name', label: 'Name', max: L.reviewSites.name },
          { type: 'url', source: 'url', label: 'Address (https)' },
        ],
      },
    ],
    summary: (content) => count(content.links.length, 'link'),
  },
  certificates: {
    key: 'certificates',
    title: 'Certificates',
    description: 'RERA, ISO, CIN and UDYAM numbers in the footer.',
    fields: [
      {
        type: 'list',
        source: 'items',
        label: 'Certificates',
        itemLabel: 'Certificate',
        min: 0,
        max: L.certificates.items,
        fields: [
          { type: 'select', source: 'kind', label: 'Kind', choices: CERTIFICATE_KINDS },
          { type: 'text', source: 'value', label: 'Number', max: L.certificates.value },
        ],
      },
    ],
    summary: (content) => content.items.map((item) => item.kind).join(', ') || 'None',
  },
};
