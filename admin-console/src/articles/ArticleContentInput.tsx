import { Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { Validator } from 'react-admin';

// The editor (Tiptap and ProseMirror) is the heaviest part of the console: its own chunk, fetched
// when an article form opens.
const ArticleRichTextEditor = lazy(() => import('./ArticleRichTextEditor.tsx'));

/** Text of the HTML (tags and spaces aside): an article needs some. */
const hasText = (html: unknown): boolean =>
  typeof html === 'string' &&
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';
const articleWritten: Validator = (value: unknown) => (hasText(value) ? undefined : 'Please write the article');
const VALIDATE = [articleWritten];

export function ArticleContentInput({ readOnly = false, hindi = false }: { readOnly?: boolean; hindi?: boolean }) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={300} aria-label="Loading the editor" sx={{ my: 1 }} />}>
      {hindi ? (
        <ArticleRichTextEditor
          source="hindiContent"
          label="Hindi content (optional)"
          lang="hi"
          readOnly={readOnly}
          helperText="Shown on the Hindi page instead of the content; the Hindi page shows the content when this is empty."
        />
      ) : (
        <ArticleRichTextEditor
          source="content"
          label="Content"
          readOnly={readOnly}
          validate={VALIDATE}
          helperText="Headings, lists, links and quotes are kept; a level-1 heading is shown as level 2 on the site."
        />
      )}
    </Suspense>
  );
}
