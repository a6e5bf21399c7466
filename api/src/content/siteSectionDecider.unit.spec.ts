import { describe, expect, it } from 'vitest';
import { SECTION_DEFAULTS, ValidationError, sectionChangeSchema, type SectionKey } from '@aangan/contracts';
import { siteSectionDecider, type SiteSectionCommand, type SiteSectionEvent } from './siteSectionDecider.ts';

const given = (events: SiteSectionEvent[]) =>
  events.reduce(siteSectionDecider.evolve, siteSectionDecider.initialState());
const when = (events: SiteSectionEvent[], command: SiteSectionCommand) =>
  siteSectionDecider.decide(command, given(events));
/** The section's schema, as the API checks merged content. */
const checkOf = (key: SectionKey) => (content: unknown) => sectionChangeSchema.parse({ key, content });
const stats = (values: string[]): SiteSectionEvent => ({
  type: 'SiteSectionChanged',
  data: { key: 'stats', content: { items: values.map((value) => ({ value, label: `${value} label` })) } },
});
const statValues = (event: SiteSectionEvent | undefined): string[] =>
  event?.data.key === 'stats' ? event.data.content.items.map((item) => item.value) : [];

describe('site section decider', () => {
  it('a replacement records the new content', () => {
    const change = { key: 'ourStory', content: { title: 'T', paragraphs: ['P'] } } as const;
    expect(when([], { type: 'Replace', change: sectionChangeSchema.parse(change) })).toEqual([
      { type: 'SiteSectionChanged', data: { key: 'ourStory', content: { title: 'T', paragraphs: ['P'] } } },
    ]);
  });

  it('an item is added to the section as last saved, or to its defaults when never saved', () => {
    const [saved] = when([stats(['1']), stats(['1', '2'])], {
      type: 'AddItem',
      key: 'stats',
      item: { value: '3', label: '3 label' },
      check: checkOf('stats'),
    });
    expect(statValues(saved)).toEqual(['1', '2', '3']);
    const [fromDefaults] = when([], {
      type: 'AddItem',
      key: 'stats',
      item: { value: '9', label: 'x' },
      check: checkOf('stats'),
    });
    expect(statValues(fromDefaults)).toHaveLength(SECTION_DEFAULTS.stats.items.length + 1);
  });

  it('an item for a section that is not a list is refused', () => {
    expect(() => when([], { type: 'AddItem', key: 'contact', item: {}, check: checkOf('contact') })).toThrow(
      ValidationError,
    );
  });

  it('removing the highlight image changes nothing when there is none', () => {
    const check = checkOf('featureHighlight');
    expect(when([], { type: 'RemoveHighlightImage', check })).toEqual([]);
    const withImage: SiteSectionEvent = {
      type: 'SiteSectionChanged',
      data: { key: 'featureHighlight', content: { highlightImage: '/uploads/a.webp', page: '/' } },
    };
    expect(when([withImage], { type: 'RemoveHighlightImage', check })).toEqual([
      { type: 'SiteSectionChanged', data: { key: 'featureHighlight', content: { highlightImage: null, page: '/' } } },
    ]);
  });
});
