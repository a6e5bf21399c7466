/** Site FAQs shown until admins write their own. */
export const DEFAULT_SITE_FAQS: { question: string; answer: string }[] = [
  {
    question: 'Do you charge buyers a fee?',
    answer: 'No. Our advice and site visits are free for buyers; developers pay us when a sale closes.',
  },
  {
    question: 'Are the projects RERA registered?',
    answer:
      'We show the RERA registration of every project that has one, with a link to the state RERA site to check it yourself.',
  },
  {
    question: 'Will I get spam calls after I enquire?',
    answer:
      'No. Only our own advisor calls you, about the projects you asked for. You can ask us to erase your details at any time.',
  },
  {
    question: 'Can you help with a home loan?',
    answer: 'Yes. We compare home-loan offers from several banks and help with the paperwork.',
  },
  {
    question: 'How do I book a site visit?',
    answer:
      'Send an enquiry from the project page or call us; an advisor fixes a time that suits you and arranges the visit.',
  },
];
