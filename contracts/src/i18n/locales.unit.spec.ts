import { describe, expect, it } from 'vitest';
import { localePath, splitLocalePath } from './locales.ts';

describe('language addresses', () => {
  it('reads the language off a path and gives the page its English address', () => {
    expect(splitLocalePath('/hi')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocalePath('/hi/')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocalePath('/hi/search')).toEqual({ locale: 'hi', path: '/search' });
    expect(splitLocalePath('/search')).toEqual({ locale: 'en', path: '/search' });
    expect(splitLocalePath('/hindi-news')).toEqual({ locale: 'en', path: '/hindi-news' });
  });

  it('puts pages under /hi and leaves the API, files and other sites alone', () => {
    expect(localePath('/', 'hi')).toBe('/hi');
    expect(localePath('/?city=Noida', 'hi')).toBe('/hi?city=Noida');
    expect(localePath('/search?city=Noida#results', 'hi')).toBe('/hi/search?city=Noida#results');
    expect(localePath('/hi/search', 'hi')).toBe('/hi/search');
    expect(localePath('/api/v1/user/leads', 'hi')).toBe('/api/v1/user/leads');
    expect(localePath('/uploads/a.webp', 'hi')).toBe('/uploads/a.webp');
    expect(localePath('https://example.in/', 'hi')).toBe('https://example.in/');
    expect(localePath('//example.in/', 'hi')).toBe('//example.in/');
    expect(localePath('#units', 'hi')).toBe('#units');
    expect(localePath('/search', 'en')).toBe('/search');
  });
});
