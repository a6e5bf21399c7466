import { describe, expect, it } from 'vitest';
import { seoMetaDecider, type SeoMetaCommand, type SeoMetaEvent } from './seoMetaDecider.ts';

const given = (events: SeoMetaEvent[]) => events.reduce(seoMetaDecider.evolve, seoMetaDecider.initialState());
const when = (events: SeoMetaEvent[], command: SeoMetaCommand) => seoMetaDecider.decide(command, given(events));
const meta = { route: '/about', title: 'About us', description: 'Who we are', ogTitle: 'About us', ogImage: null };
const changed: SeoMetaEvent = { type: 'SeoMetaChanged', data: meta };

describe('SEO meta decider', () => {
  it('setting a path meta records it, the first time and every time after', () => {
    expect(when([], { type: 'SetSeoMeta', meta })).toEqual([changed]);
    expect(when([changed], { type: 'SetSeoMeta', meta })).toEqual([changed]);
  });

  it('the state is the meta last set', () => {
    expect(given([])).toBeNull();
    expect(given([changed, { type: 'SeoMetaChanged', data: { ...meta, title: 'About' } }])?.title).toBe('About');
  });
});
