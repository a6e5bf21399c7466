import { describe, expect, it } from 'vitest';
import { articleMeasures, sanitizeArticleHtml } from './htmlSanitizer.ts';

describe('article HTML', () => {
  it.each([
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<p onclick="steal()">Hi</p>', '<p>Hi</p>'],
    ['<img src="x" onerror="steal()">', ''],
    ['<img src="javascript:alert(1)">', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<style>body{}</style><p>ok</p>', '<p>ok</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<p style="color:red">red</p>', '<p>red</p>'],
    ['<h1>Title</h1>', '<h2>Title</h2>'],
    [
      '<a href="https://rera.up.gov.in">RERA</a>',
      '<a href="https://rera.up.gov.in" rel="noopener noreferrer nofollow" target="_blank">RERA</a>',
    ],
    [
      '<img src="/uploads/public/images/2026/11/a.webp" alt="Site">',
      '<img src="/uploads/public/images/2026/11/a.webp" alt="Site" loading="lazy" />',
    ],
  ])('%s → %s', async (input, output) => {
    expect(await sanitizeArticleHtml(input)).toBe(output);
  });

  it('counts words and reading time at 200 words a minute', async () => {
    const html = `<p>${'word '.repeat(401).trim()}</p>`;
    expect(await articleMeasures(html)).toMatchObject({ wordCount: 401, readingMinutes: 3 });
    expect(await articleMeasures('<p>One &amp; two</p>')).toEqual({
      wordCount: 2,
      readingMinutes: 1,
      excerpt: 'One & two',
    });
  });
});
