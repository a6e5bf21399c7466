import { describe, expect, it } from 'vitest';
import { chosenLanguageAddress } from './languageChoice.ts';

describe('the remembered language', () => {
  it('sends a visitor who chose Hindi from an English page to its Hindi address', () => {
    expect(chosenLanguageAddress('/search-result', '?city=Noida', 'x=1; aangan_lang=hi')).toBe(
      '/hi/search-result?city=Noida',
    );
    expect(chosenLanguageAddress('/', '', 'aangan_lang=hi')).toBe('/hi');
  });

  it('leaves Hindi pages, the API, files, the switch and visitors who chose English or nothing alone', () => {
    expect(chosenLanguageAddress('/hi/our-story', '', 'aangan_lang=hi')).toBeNull();
    expect(chosenLanguageAddress('/api/v1/project/unique-city', '', 'aangan_lang=hi')).toBeNull();
    expect(chosenLanguageAddress('/assets/app.js', '', 'aangan_lang=hi')).toBeNull();
    expect(chosenLanguageAddress('/admin', '', 'aangan_lang=hi')).toBeNull();
    expect(chosenLanguageAddress('/language/en', '', 'aangan_lang=hi')).toBeNull();
    expect(chosenLanguageAddress('/our-story', '', 'aangan_lang=en')).toBeNull();
    expect(chosenLanguageAddress('/our-story', '', undefined)).toBeNull();
    expect(chosenLanguageAddress('/our-story', '', 'aangan_lang=fr')).toBeNull();
  });
});
