import { Readable, Writable } from 'node:stream';
import { lazy, Suspense, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { renderDocument } from './renderDocument.tsx';

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

describe('renderDocument', () => {
  it('renders a document that does not suspend into bytes, the same bytes as the stream', async () => {
    const element = (
      <Document>
        <Suspense fallback={<p>Loading…</p>}>
          <p>Three BHK in Baner &amp; more</p>
        </Suspense>
      </Document>
    );
    const body = await renderDocument(element);
    expect(Buffer.isBuffer(body)).toBe(true);
    const html = await text(body);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-IN">/);
    expect(html).toBe(await streamed(element));
  });

  it('renders again with the stream, once ready, what suspends inside a boundary or in the shell: no fallback reaches the page', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const Inside = later('Inside the boundary');
      const inside = await renderDocument(
        <Document>
          <Suspense fallback={<p>Loading…</p>}>
            <Inside />
          </Suspense>
        </Document>,
      );
      expect(inside).toBeInstanceOf(Readable);
      const html = await text(inside);
      expect(html).toContain('<p>Inside the boundary</p>');
      expect(html).not.toContain('Loading…');

      const Shell = later('In the shell');
      const shell = await text(
        await renderDocument(
          <Document>
            <Shell />
          </Document>,
        ),
      );
      expect(shell).toContain('<p>In the shell</p>');
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
        renderDocument(
          <Document>
            <Broken />
          </Document>,
        ),
      ).rejects.toThrow('the page could not be drawn');
      await expect(
        renderDocument(
          <Document>
            <Suspense fallback={null}>
              <Broken />
            </Suspense>
          </Document>,
        ),
      ).rejects.toThrow('the page could not be drawn');
    } finally {
      errors.mockRestore();
    }
  });
});
