import { describe, expect, it } from 'vitest';
import { SECTION_DEFAULTS, ValidationError } from '@aangan/contracts';
import { siteSectionDecider, type SiteSectionCommand, type SiteSectionEvent } from './siteSectionDecider.ts';

const given = (events: SiteSectionEvent[]) =>
  events.reduce(siteSectionDecider.evolve, siteSectionDecider.initialState());
const when = (events: SiteSectionEvent[], command: SiteSectionCommand) =>
  siteSectionDecider.decide(command, given(events));
const asIs = (content: unknown) => content as Record<string, unknown>;
const stats = (values: string[]): SiteSectionEvent => ({
  type: 'SiteSectionChanged',
  data: { key: 'stats', content: { items: values.map((value) => ({ value, label: `${value} label` })) } },
});

describe('site section decider', () => {
  it('a replacement records the new content', () => {
    expect(when([], { type: 'Replace', key: 'ourStory', content: { title: 'T', paragraphs: ['P'] } })).toEqual([
      { type: 'SiteSectionChanged', data: { key: 'ourStory', content: { title: 'T', paragraphs: ['P'] } } },
    ]);
  });

  it('an item is added to the section as last saved, or to its defaults when never saved', () => {
    const [saved] = when([stats(['1']), stats(['1', '2'])], {
      type: 'AddItem',
      key: 'stats',
      item: { value: '3', label: '3 label' },
      check: asIs,
    });
    expect((saved.data.content['items'] as { value: string }[]).map((i) => i.value)).toEqual(['1', '2', '3']);
    const [fromDefaults] = when([], { type: 'AddItem', key: 'stats', item: { value: '9', label: 'x' }, check: asIs });
    expect(fromDefaults.data.content['items']).toHaveLength(SECTION_DEFAULTS.stats.items.length + 1);
  });

  it('an item for a section that is not a list is refused', () => {
    expect(() => when([], { type: 'AddItem', key: 'contact', item: {}, check: asIs })).toThrow(ValidationError);
  });

  it('removing the highlight image changes nothing when there is none', () => {
    expect(when([], { type: 'RemoveHighlightImage', check: asIs })).toEqual([]);
    const withImage: SiteSectionEvent = {
      type: 'SiteSectionChanged',
      data: { key: 'featureHighlight', content: { highlightImage: '/uploads/a.webp', page: '/' } },
    };
    expect(when([withImage], { type: 'RemoveHighlightImage', check: asIs })).toEqual([
      { type: 'SiteSectionChanged', data: { key: 'featureHighlight', content: { highlightImage: null, page: '/' } } },
    ]);
  });
});
