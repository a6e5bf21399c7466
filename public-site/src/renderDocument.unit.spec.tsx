import { Readable, Writable } from 'node:stream';
import { lazy, Suspense, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { inlineText, renderDocument } from './renderDocument.tsx';

const Document = ({ children }: { children: ReactNode }) => (
  <html lang="en-IN">
    <head>
      <title>Aangan</title>
    </head>
    <body>{children}</body>
  </html>
);

const text = async (body: Buffer | Readable): Promise<string> => {
  if (Buffer.isBuffer(body)) return body.toString('utf8');
  let all = '';
  for await (const chunk of body) all += String(chunk);
  return all;
};

/** What the stream alone makes of `element`, once everything is ready. */
const streamed = (element: React.ReactElement): Promise<string> =>
  new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        const chunks: string[] = [];
        const sink = new Writable({
          write(chunk: Buffer, _encoding: string, done: () => void) {
            chunks.push(chunk.toString());
            done();
          },
          final(done: () => void) {
            resolve(chunks.join(''));
            done();
          },
        });
        pipe(sink);
      },
      onShellError: reject,
    });
  });

/** A component whose code arrives a moment later, as a chunk not loaded before rendering would. */
const later = (content: string) =>
  lazy(
    () =>
      new Promise<{ default: () => ReactNode }>((resolve) =>
        setTimeout(() => resolve({ default: () => <p>{content}</p> }), 5),
      ),
  );

/** A page as the site draws one: an inline style sheet in the head, its JSON data and a script at the end. */
const PageWithTexts = ({
  styles,
  data,
  script,
  children,
}: {
  styles: string;
  data: string;
  script: string;
  children?: ReactNode;
}) => (
  <html lang="hi-IN">
    <head>
      <title>अमलतास कोर्ट · ₹ 1.2 Cr</title>
      <style id="styles" dangerouslySetInnerHTML={{ __html: styles }} />
    </head>
    <body>
      <p>दो टावर &amp; a clubhouse “near the park”</p>
      {children}
      <script type="application/json" id="data" dangerouslySetInnerHTML={{ __html: data }} />
      <script id="start" dangerouslySetInnerHTML={{ __html: script }} />
    </body>
  </html>
);

const STYLES = inlineText(`.price::before{content:"₹"}\n${'.card{margin:0 auto;padding:1rem}\n'.repeat(2000)}`);
const SCRIPT = inlineText('(function () { document.documentElement.dataset.start = "✓"; })();');
const DATA = JSON.stringify({ title: 'अमलतास कोर्ट', price: '₹ 1.2 Cr', note: 'a \u003c/script> inside' });

/** The document as it was made before inline texts: React's string with every text in place, encoded whole. */
const inPlace = (element: React.ReactElement): Buffer =>
  Buffer.from(`<!DOCTYPE html>${renderToString(element)}`, 'utf8');

describe('renderDocument', () => {
  it('puts the inline texts in as bytes: the same bytes as the texts rendered in place, by the string and by the stream', async () => {
    const element = <PageWithTexts styles={STYLES.text} data={DATA} script={SCRIPT.text} />;
    const body = await renderDocument((inline) => (
      <PageWithTexts styles={inline(STYLES)} data={inline(DATA)} script={inline(SCRIPT)} />
    ));
    expect(Buffer.isBuffer(body)).toBe(true);
    expect((body as Buffer).equals(inPlace(element))).toBe(true);
    expect(await text(body)).toBe(await streamed(element));
  });

  it('leaves page content that looks like its placeholders as it is, and fills a text placed twice twice', async () => {
    const content = '<p>Written by an admin</p><!--inline-0--><!--inline-x-1-->';
    const element = (
      <PageWithTexts styles={STYLES.text} data={DATA} script={STYLES.text}>
        <article dangerouslySetInnerHTML={{ __html: content }} />
      </PageWithTexts>
    );
    const body = await renderDocument((inline) => (
      <PageWithTexts styles={inline(STYLES)} data={inline(DATA)} script={inline(STYLES)}>
        <article dangerouslySetInnerHTML={{ __html: content }} />
      </PageWithTexts>
    ));
    expect(Buffer.isBuffer(body)).toBe(true);
    expect((body as Buffer).equals(inPlace(element))).toBe(true);
  });

  it('renders a document that does not suspend into bytes, the same bytes as the stream', async () => {
    const element = (
      <Document>
        <Suspense fallback={<p>Loading…</p>}>
          <p>Three BHK in Baner &amp; more</p>
        </Suspense>
      </Document>
    );
    const body = await renderDocument(() => element);
    expect(Buffer.isBuffer(body)).toBe(true);
    const html = await text(body);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-IN">/);
    expect(html).toBe(await streamed(element));
  });

  it('renders again with the stream, once ready, what suspends inside a boundary or in the shell: no fallback reaches the page', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const Inside = later('Inside the boundary');
      const inside = await renderDocument(() => (
        <Document>
          <Suspense fallback={<p>Loading…</p>}>
            <Inside />
          </Suspense>
        </Document>
      ));
      expect(inside).toBeInstanceOf(Readable);
      const html = await text(inside);
      expect(html).toContain('<p>Inside the boundary</p>');
      expect(html).not.toContain('Loading…');

      const Shell = later('In the shell');
      const shell = await text(
        await renderDocument(() => (
          <Document>
            <Shell />
          </Document>
        )),
      );
      expect(shell).toContain('<p>In the shell</p>');

      const Late = later('After the wait');
      const withTexts = await renderDocument((inline) => (
        <PageWithTexts styles={inline(STYLES)} data={inline(DATA)} script={inline(SCRIPT)}>
          <Suspense fallback={<p>Loading…</p>}>
            <Late />
          </Suspense>
        </PageWithTexts>
      ));
      expect(withTexts).toBeInstanceOf(Readable);
      const streamedPage = await text(withTexts);
      expect(streamedPage).toContain('<p>After the wait</p>');
      expect(streamedPage).toContain(`<style id="styles">${STYLES.text}</style>`);
      expect(streamedPage).toContain(SCRIPT.text);
      expect(streamedPage).not.toContain('<!--inline-');
    } finally {
      errors.mockRestore();
    }
  });

  it('rejects with the error a component throws, inside a boundary or not', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const Broken = (): ReactNode => {
        throw new Error('the page could not be drawn');
      };
      await expect(
        renderDocument(() => (
          <Document>
            <Broken />
          </Document>
        )),
      ).rejects.toThrow('the page could not be drawn');
      await expect(
        renderDocument(() => (
          <Document>
            <Suspense fallback={null}>
              <Broken />
            </Suspense>
          </Document>
        )),
      ).rejects.toThrow('the page could not be drawn');
    } finally {
      errors.mockRestore();
    }
  });
});
