import { describe, expect, it } from 'vitest';
import { MAX_HIGHLIGHT_TAGS } from '../constants.ts';
import { PROJECT_FIELD_MESSAGES } from '../project/messages.ts';
import { projectFieldsSchema } from '../project/schemas.ts';
import { SECTION_DEFAULTS, sectionSchemas } from '../content/siteSections.ts';
import { articleInLocale, projectInLocale, sectionsInLocale, type LocalizableProject } from './localizedContent.ts';

const project = {
  _id: 'p1',
  city: 'Noida',
  projectTitle: 'Green Meadows',
  description: 'Two and three bedroom homes beside the park.',
  highlightTags: ['Near Metro', 'Gated Community'],
  faqs: [{ question: 'Is it RERA registered?', answer: 'Yes.' }],
  hindiProjectTitle: 'ग्रीन मेडोज़',
  hindiDescription: 'पार्क के पास 2 और 3 बीएचके घर।',
  hindiHighlightTags: { 'Near Metro': 'मेट्रो के पास' },
  hindiFaqs: [{ question: 'क्या यह रेरा में रजिस्टर्ड है?', answer: 'हाँ।' }],
} satisfies LocalizableProject & { _id: string; city: string };

describe('a project in the page language', () => {
  it('shows each Hindi text on a Hindi page, and drops the Hindi fields', () => {
    expect(projectInLocale(project, 'hi')).toEqual({
      _id: 'p1',
      city: 'Noida',
      projectTitle: 'ग्रीन मेडोज़',
      description: 'पार्क के पास 2 और 3 बीएचके घर।',
      highlightTags: ['मेट्रो के पास', 'Gated Community'],
      faqs: [{ question: 'क्या यह रेरा में रजिस्टर्ड है?', answer: 'हाँ।' }],
    });
  });

  it('leaves an English page as it was, without the Hindi fields', () => {
    expect(projectInLocale(project, 'en')).toEqual({
      _id: 'p1',
      city: 'Noida',
      projectTitle: 'Green Meadows',
      description: 'Two and three bedroom homes beside the park.',
      highlightTags: ['Near Metro', 'Gated Community'],
      faqs: [{ question: 'Is it RERA registered?', answer: 'Yes.' }],
    });
  });

  it('takes the English text of each field whose Hindi is missing or blank, never a blank', () => {
    const partly = {
      ...project,
      hindiProjectTitle: '   ',
      hindiDescription: undefined,
      hindiHighlightTags: { 'Near Metro': ' ' },
      hindiFaqs: [{ question: ' ', answer: '' }],
    };
    const shown = projectInLocale(partly, 'hi');
    expect(shown.projectTitle).toBe('Green Meadows');
    expect(shown.description).toBe(project.description);
    expect(shown.highlightTags).toEqual(['Near Metro', 'Gated Community']);
    expect(shown.faqs).toEqual(project.faqs);
  });

  it('adds no field the project did not have', () => {
    expect(projectInLocale({ projectTitle: 'Plot 7', hindiDescription: 'विवरण' }, 'hi')).toEqual({
      projectTitle: 'Plot 7',
    });
  });

  it('ignores the Hindi text of a tag the project no longer has', () => {
    const shown = projectInLocale({ highlightTags: ['Freehold'], hindiHighlightTags: { 'Near Metro': 'मेट्रो' } }, 'hi');
    expect(shown.highlightTags).toEqual(['Freehold']);
  });
});

describe('the Hindi fields of a project', () => {
  it('take the same rules as the English ones', () => {
    const long = 'क'.repeat(201);
    const refused = projectFieldsSchema.safeParse({
      projectTitle: 'a'.repeat(201),
      hindiProjectTitle: long,
      hindiFaqs: [{ question: '', answer: 'हाँ' }],
      hindiHighlightTags: { 'Not A Tag': 'कुछ' },
    });
    expect(refused.success).toBe(false);
    const paths = refused.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['projectTitle', 'hindiProjectTitle', 'hindiFaqs.0.question', 'hindiHighlightTags']),
    );
    const titles = refused.error?.issues.filter((issue) => /projectTitle$/i.test(String(issue.path[0])));
    expect(new Set(titles?.map((issue) => issue.message)).size).toBe(1);
  });

  it('are trimmed and optional', () => {
    const parsed = projectFieldsSchema.parse({
      hindiDescription: '  विवरण  ',
      hindiHighlightTags: { Freehold: ' फ़्रीहोल्ड ' },
    });
    expect(parsed).toEqual({ hindiDescription: 'विवरण', hindiHighlightTags: { Freehold: 'फ़्रीहोल्ड' } });
    expect(projectFieldsSchema.parse({})).toEqual({});
  });

  it('keep the English tags to the spec limit', () => {
    const tooMany = projectFieldsSchema.safeParse({
      highlightTags: ['RERA Registered', 'Gated Community', 'Vastu Compliant', 'Near Metro', 'Freehold', 'Luxury'],
    });
    expect(MAX_HIGHLIGHT_TAGS).toBe(5);
    expect(tooMany.error?.issues[0]?.message).toBe(PROJECT_FIELD_MESSAGES.tooManyTags);
  });
});

describe('an article in the page language', () => {
  const article = {
    slug: 'home-loan-guide',
    title: 'Your first home loan',
    excerpt: 'What banks ask for…',
    html: '<p>What banks ask for.</p>',
    hindiTitle: 'आपका पहला होम लोन',
    hindiExcerpt: 'बैंक क्या माँगते हैं…',
    hindiHtml: '<p>बैंक क्या माँगते हैं।</p>',
  };

  it('shows the Hindi title, excerpt and text on a Hindi page, the English ones on an English page', () => {
    expect(articleInLocale(article, 'hi')).toEqual({
      slug: 'home-loan-guide',
      title: 'आपका पहला होम लोन',
      excerpt: 'बैंक क्या माँगते हैं…',
      html: '<p>बैंक क्या माँगते हैं।</p>',
    });
    expect(articleInLocale(article, 'en')).toEqual({
      slug: 'home-loan-guide',
      title: 'Your first home loan',
      excerpt: 'What banks ask for…',
      html: '<p>What banks ask for.</p>',
    });
  });

  it('keeps each English text whose Hindi is blank, and a card without text stays without', () => {
    const titleOnly = { ...article, hindiExcerpt: '', hindiHtml: '' };
    expect(articleInLocale(titleOnly, 'hi')).toMatchObject({
      title: 'आपका पहला होम लोन',
      excerpt: 'What banks ask for…',
      html: '<p>What banks ask for.</p>',
    });
    const card = {
      title: 'Your first home loan',
      excerpt: 'What banks ask for…',
      hindiTitle: ' ',
      hindiExcerpt: 'बैंक…',
    };
    expect(articleInLocale(card, 'hi')).toEqual({ title: 'Your first home loan', excerpt: 'बैंक…' });
  });
});

describe('page sections in the page language', () => {
  const sections = {
    ...SECTION_DEFAULTS,
    ourStory: {
      title: 'Our story',
      paragraphs: ['One.', 'Two.'],
      hindiTitle: 'हमारी कहानी',
      hindiParagraphs: ['एक।', ' '],
    },
    coreValues: {
      values: [
        { title: 'Openness', description: 'Prices in the open.', hindiTitle: 'पारदर्शिता', hindiDescription: '' },
        { title: 'Reliable', description: 'We do what we say.' },
      ],
    },
    stats: { items: [{ value: '500+', label: 'Projects', hindiLabel: 'प्रोजेक्ट' }] },
  };

  it('shows each Hindi text on a Hindi page and the English one where the Hindi is blank', () => {
    const shown = sectionsInLocale(sections, 'hi');
    expect(shown.ourStory).toEqual({ title: 'हमारी कहानी', paragraphs: ['एक।'] });
    expect(shown.coreValues.values).toEqual([
      { title: 'पारदर्शिता', description: 'Prices in the open.' },
      { title: 'Reliable', description: 'We do what we say.' },
    ]);
    expect(shown.stats.items).toEqual([{ value: '500+', label: 'प्रोजेक्ट' }]);
    expect(shown.contact).toBe(SECTION_DEFAULTS.contact);
  });

  it('leaves English pages with the English texts and no Hindi fields', () => {
    const shown = sectionsInLocale(sections, 'en');
    expect(shown.ourStory).toEqual({ title: 'Our story', paragraphs: ['One.', 'Two.'] });
    expect(shown.stats.items).toEqual([{ value: '500+', label: 'Projects' }]);
    expect(JSON.stringify(shown)).not.toMatch(/"hindi/);
  });

  it('reads the few sections a page loads, and the Hindi texts keep the English limits', () => {
    expect(sectionsInLocale({ stats: sections.stats }, 'hi')).toEqual({
      stats: { items: [{ value: '500+', label: 'प्रोजेक्ट' }] },
    });
    const long = sectionSchemas.stats.safeParse({ items: [{ value: '1', label: 'x', hindiLabel: 'क'.repeat(61) }] });
    expect(long.error?.issues[0]?.message).toBe('Please keep this under 60 characters');
  });
});
