import { PRIVACY_NOTICE } from '@aangan/contracts/browser';
import type { LegalText } from './legalText.ts';

/**
 * The terms of use, the privacy policy and the RERA disclaimer: fixed text, reviewed by the company's
 * counsel before launch. The RERA disclaimer points buyers to the state RERA websites (Real Estate
 * (Regulation and Development) Act, 2016); the privacy policy quotes the notice every form asks
 * consent to (S9, DPDP Act 2023).
 */
export const legal: LegalText = {
  terms: {
    title: 'Terms and conditions',
    lead: 'These terms apply when you use the Aangan website, its assistant and its forms. By using the site you accept them.',
    sections: [
      {
        heading: 'What Aangan is',
        paragraphs: [
          'Aangan is a real estate advisory and listing service. We list residential, commercial, industrial and farmland projects from many developers across India and help buyers compare them. We are not the developer or seller of any listed project, and we are not a party to any agreement you sign with a developer, seller, bank or other service provider.',
        ],
      },
      {
        heading: 'Listings and prices',
        paragraphs: [
          'Project details, prices, floor plans, amenities, possession dates and images come from developers, public records and our own research. We try to keep them accurate and current, but they can change without notice and may contain errors. Prices are indicative and exclude stamp duty, registration, GST, maintenance and other charges unless stated. Images and walkthroughs may be artistic impressions. Always confirm the details with the developer, and read the registered agreement for sale, before you pay.',
        ],
      },
      {
        heading: 'Advice',
        paragraphs: [
          'Our advisors, calculators (such as the EMI figures in the chat) and assistant give general guidance only. They are not legal, tax or financial advice. Loan eligibility, interest rates and EMIs are decided by your lender.',
        ],
      },
      {
        heading: 'Enquiries and contact',
        paragraphs: [
          {
            before:
              'When you send an enquiry, a call-back request, the contact form or a job application, you agree that an Aangan advisor may contact you about it. How we handle your details is set out in our ',
            link: 'privacy policy',
            href: '/privacy-policy',
            after: '. Please give accurate details and do not submit anyone else’s information without their consent.',
          },
        ],
      },
      {
        heading: 'Using the site fairly',
        paragraphs: [
          'Do not copy listings in bulk, scrape the site, send automated requests, try to get around its limits or security, or use it for anything unlawful. We may block access that harms the service or other visitors.',
        ],
      },
      {
        heading: 'Content and trademarks',
        paragraphs: [
          'The text, design, logos and software of this site belong to Aangan or its licensors. Developers’ names, logos and project images belong to their owners and are shown to describe their projects.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'To the extent the law allows, Aangan is not liable for any loss arising from decisions made on the basis of information on this site, from the acts of developers or other third parties, or from the site being unavailable. Nothing in these terms limits rights you have under the Consumer Protection Act, 2019.',
        ],
      },
      {
        heading: 'Changes and governing law',
        paragraphs: [
          {
            before:
              'We may update these terms; the version on this page applies from the day it is published. These terms are governed by the laws of India, and the courts at Noida, Uttar Pradesh, have jurisdiction. Questions? ',
            link: 'Contact us',
            href: '/contact-us',
            after: '.',
          },
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy policy',
    lead: 'How Aangan uses the details you give us in its forms.',
    sections: [
      {
        heading: 'The notice you agree to',
        paragraphs: [
          PRIVACY_NOTICE.text,
          `Version ${PRIVACY_NOTICE.version}. Every enquiry, call-back request, contact message and job application records the version you agreed to.`,
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          {
            before:
              'Under the Digital Personal Data Protection Act, 2023 you may ask us what we hold about you, ask us to correct it, withdraw your consent or ask us to erase it. Write to us through the ',
            link: 'contact page',
            href: '/contact-us',
            after: ' and we will act on your request.',
          },
        ],
      },
    ],
  },
  rera: {
    title: 'RERA disclaimer',
    lead: 'Under the Real Estate (Regulation and Development) Act, 2016 (RERA), most projects and real estate agents must be registered with the Real Estate Regulatory Authority of their state before they are advertised or sold.',
    sections: [
      {
        heading: 'RERA numbers on our listings',
        paragraphs: [
          'Where a project has a RERA registration, we show its RERA number on the project page, with a link to the state RERA website when we have one. The numbers are provided by developers or taken from the state RERA websites, and may change when a registration is extended, revised or revoked.',
        ],
      },
      {
        heading: 'Check before you buy',
        paragraphs: [
          'You can check every listing’s RERA number on the website of the state’s RERA authority, for example UP RERA for Noida and Lucknow, MahaRERA for Mumbai and Pune, HRERA Gurugram for Gurugram or RERA Karnataka for Bengaluru. The state site shows the registered project details, the approved plans, the promised completion date, the developer’s quarterly updates and any complaints. Please check the registration, and that the project details match what you are offered, before you pay a booking amount or sign an agreement.',
        ],
      },
      {
        heading: 'Our own registration',
        paragraphs: [
          'Aangan is registered as a real estate agent with the state RERA authorities listed at the foot of every page. Our registration numbers can be checked on the same state websites.',
        ],
      },
      {
        heading: 'No guarantee',
        paragraphs: [
          {
            before:
              'Aangan does not guarantee that a project will be completed or delivered as registered. Information on this site is for guidance only and is not an offer or a contract. If a registration or listing looks wrong, please ',
            link: 'tell us',
            href: '/contact-us',
            after: ' and we will check it.',
          },
        ],
      },
    ],
  },
};
