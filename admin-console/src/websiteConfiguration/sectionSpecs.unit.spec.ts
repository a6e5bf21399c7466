import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SECTION_DEFAULTS, SECTION_KEYS, sectionSchemas, toFieldErrors, type SectionKey } from '@aangan/contracts';
import { SECTION_SPECS, type ListSpec } from './sectionSpecs.ts';
import { formErrorsOf, fromFormValues, toFormValues } from './sectionValues.ts';

const keysOf = (schema: unknown): string[] => Object.keys((schema as z.ZodObject).shape).sort();
/** A field's own schema, its `.optional()` aside (the Hindi versions are optional). */
const own = (schema: unknown): unknown => (schema instanceof z.ZodOptional ? schema.unwrap() : schema);

describe('the Website Configuration section forms', () => {
  it('have one form per section, with exactly the fields of its schema', () => {
    expect(Object.keys(SECTION_SPECS).sort()).toEqual([...SECTION_KEYS].sort());
    for (const key of SECTION_KEYS) {
      const spec = SECTION_SPECS[key];
      const shape = (sectionSchemas[key] as z.ZodObject).shape;
      expect(spec.fields.map((field) => field.source).sort(), key).toEqual(keysOf(sectionSchemas[key]));
      for (const list of spec.fields.filter((field): field is ListSpec => field.type === 'list')) {
        const element = (own(shape[list.source]) as z.ZodArray).element;
        if (list.scalar) expect(element, `${key}.${list.source}`).toBeInstanceOf(z.ZodString);
        else expect(list.fields.map((field) => field.source).sort(), `${key}.${list.source}`).toEqual(keysOf(element));
      }
    }
  });

  it("let each text field hold what the section's schema allows", () => {
    const maxOf = (schema: unknown): number | null => (own(schema) as z.ZodString).maxLength;
    for (const key of SECTION_KEYS) {
      const shape = (sectionSchemas[key] as z.ZodObject).shape;
      for (const field of SECTION_SPECS[key].fields) {
        if (field.type === 'text') expect(field.max, `${key}.${field.source}`).toBe(maxOf(shape[field.source]));
        if (field.type !== 'list') continue;
        const element = (own(shape[field.source]) as z.ZodArray).element;
        for (const item of field.fields) {
          if (item.type !== 'text') continue;
          const schema = field.scalar ? element : (element as z.ZodObject).shape[item.source];
          expect(item.max, `${key}.${field.source}.${item.source}`).toBe(maxOf(schema));
        }
      }
    }
  });

  it('give back the saved content unchanged, and the server accepts it', () => {
    for (const key of SECTION_KEYS) {
      const spec = SECTION_SPECS[key];
      const content = fromFormValues(spec, toFormValues(spec, SECTION_DEFAULTS[key]));
      expect(content, key).toEqual(SECTION_DEFAULTS[key]);
      expect(sectionSchemas[key].safeParse(content).success, key).toBe(true);
    }
  });

  it('send what the schema wants: nulls for an empty path or image, compact phone numbers, only known fields', () => {
    const highlight = fromFormValues(SECTION_SPECS.featureHighlight, { highlightImage: '', page: '  ', extra: 'x' });
    expect(highlight).toEqual({ highlightImage: null, page: null });
    const contact = fromFormValues(SECTION_SPECS.contact, {
      ...SECTION_DEFAULTS.contact,
      phone: '+91 120-456 7890',
      whatsapp: '+91 (98765) 43210',
    });
    expect(contact).toMatchObject({ phone: '+911204567890', whatsapp: '+919876543210' });
    expect(sectionSchemas.contact.safeParse(contact).success).toBe(true);
    const slides = fromFormValues(SECTION_SPECS.heroSection, {
      slides: [{ title: 'A', imageUrl: '/uploads/a.png', id: 'rhf-1' }],
    });
    expect(slides).toEqual({ slides: [{ title: 'A', imageUrl: '/uploads/a.png' }] });
  });

  it('send a Hindi version only when it is written, and keep it through a load and a save', () => {
    const story = fromFormValues(SECTION_SPECS.ourStory, {
      title: 'Our story',
      hindiTitle: '  ',
      paragraphs: [{ value: 'One.' }],
      hindiParagraphs: [{ value: ' ' }],
    });
    expect(story).toEqual({ title: 'Our story', paragraphs: ['One.'] });
    const written = {
      title: 'Our story',
      hindiTitle: 'हमारी कहानी',
      paragraphs: ['One.'],
      hindiParagraphs: ['एक।'],
    };
    const back = fromFormValues(SECTION_SPECS.ourStory, toFormValues(SECTION_SPECS.ourStory, written));
    expect(back).toEqual(written);
    expect(sectionSchemas.ourStory.safeParse(back).success).toBe(true);
    const stats = fromFormValues(SECTION_SPECS.stats, {
      items: [
        { value: '500+', label: 'Projects', hindiLabel: 'प्रोजेक्ट' },
        { value: '9', label: 'Cities', hindiLabel: '' },
      ],
    });
    expect(stats).toEqual({
      items: [
        { value: '500+', label: 'Projects', hindiLabel: 'प्रोजेक्ट' },
        { value: '9', label: 'Cities' },
      ],
    });
  });

  it("put the server's field errors under the inputs that caused them", () => {
    const serverErrors = (key: SectionKey, content: unknown) => {
      const parsed = sectionSchemas[key].safeParse(content);
      if (parsed.success) throw new Error('expected a refusal');
      // As api/src/content/websiteConfiguration.ts answers them.
      return Object.fromEntries(
        toFieldErrors(parsed.error).map((error) => [error.path ? `content.${error.path}` : 'content', error.message]),
      );
    };
    expect(
      formErrorsOf(SECTION_SPECS.ourStory, serverErrors('ourStory', { title: 'Our story', paragraphs: ['fine', ' '] })),
    ).toEqual({ 'paragraphs.1.value': 'Please enter a valid input' });
    expect(
      formErrorsOf(
        SECTION_SPECS.heroSection,
        serverErrors('heroSection', { slides: [{ title: '', imageUrl: '/uploads/a.png' }] }),
      ),
    ).toEqual({ 'slides.0.title': 'Please enter a valid input' });
    expect(
      formErrorsOf(SECTION_SPECS.contact, serverErrors('contact', { ...SECTION_DEFAULTS.contact, phone: '12345' })),
    ).toEqual({ phone: 'Use the international format, e.g. +911204567890' });
    expect(formErrorsOf(SECTION_SPECS.featuredCities, serverErrors('featuredCities', { cities: [] }))).toEqual({
      cities: expect.any(String),
    });
    expect(
      formErrorsOf(SECTION_SPECS.contact, { content: 'Please enter a valid input', key: 'Unknown section' }),
    ).toEqual({});
  });
});
