import { Alert, Box, Link as MuiLink, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Labeled, ListButton, RichTextField, Show, SimpleShowLayout, TopToolbar, useRecordContext } from 'react-admin';
import { formatDateTime } from '../format/indiaDates.ts';
import { ArticleKindChip, ArticleStateChip } from './ArticleChips.tsx';
import { articleKindLabel, articlePublicPath } from './articleKinds.ts';
import type { ArticleRecord } from '../providers/articleRecord.ts';

function Value({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Labeled label={label}>
      <Box sx={{ typography: 'body2', overflowWrap: 'anywhere' }}>{children}</Box>
    </Labeled>
  );
}

const Image = ({ src, alt }: { src: string | null; alt: string }) =>
  src ? (
    <Box
      component="img"
      src={src}
      alt={alt}
      sx={{ maxHeight: 160, maxWidth: '100%', borderRadius: 1, border: 1, borderColor: 'divider' }}
    />
  ) : (
    <em>None</em>
  );

function ArticleDetails() {
  const record = useRecordContext<ArticleRecord>();
  if (!record) return null;
  const path = articlePublicPath(record.kind, record.slug);
  return (
    <SimpleShowLayout sx={{ maxWidth: 880 }}>
      <Alert severity="info">Auditors read articles; only admins change them.</Alert>
      <Stack direction="row" spacing={1}>
        <ArticleKindChip kind={record.kind} />
        <ArticleStateChip deleted={record.deleted} />
      </Stack>
      <Value label="Title">{record.title}</Value>
      <Value label="Page address">
        {record.deleted ? (
          path
        ) : (
          <MuiLink href={path} target="_blank" rel="noopener">
            {path}
          </MuiLink>
        )}
      </Value>
      <Value label="Featured image">
        <Image src={record.featuredImage} alt="Featured image" />
      </Value>
      <RichTextField source="html" label="Content" />
      <Value label="Hindi title">
        {record.hindiTitle ? <span lang="hi">{record.hindiTitle}</span> : <em>None: the Hindi page shows the title</em>}
      </Value>
      {record.hindiHtml ? (
        <RichTextField source="hindiHtml" label="Hindi content" lang="hi" />
      ) : (
        <Value label="Hindi content">
          <em>None: the Hindi page shows the content</em>
        </Value>
      )}
      <Value label="Length">
        {record.wordCount} words · {record.readingMinutes} min read
      </Value>
      <Value label="Meta description">
        {record.metaDescription || <em>The start of the article: {record.excerpt}</em>}
      </Value>
      <Value label="Open Graph title">{record.ogTitle || <em>The title</em>}</Value>
      <Value label="Open Graph image">
        {record.ogImage ? <Image src={record.ogImage} alt="Open Graph image" /> : <em>The featured image</em>}
      </Value>
      <Value label="Created">{formatDateTime(record.createdAt)}</Value>
      <Value label="Updated">{formatDateTime(record.updatedAt)}</Value>
    </SimpleShowLayout>
  );
}

function ArticleTitle() {
  const record = useRecordContext<ArticleRecord>();
  return <span>{record ? `${articleKindLabel(record.kind)}: ${record.title}` : 'Article'}</span>;
}

/** An article, read only (auditors). */
export function ArticleShow() {
  return (
    <Show<ArticleRecord>
      resource="articles"
      title={<ArticleTitle />}
      actions={
        <TopToolbar>
          <ListButton label="Back to the list" />
        </TopToolbar>
      }
    >
      <ArticleDetails />
    </Show>
  );
}
