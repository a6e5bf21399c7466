import { Box, Link as MuiLink, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  FormDataConsumer,
  RadioButtonGroupInput,
  TextInput,
  maxLength,
  required,
  useRecordContext,
  type Validator,
} from 'react-admin';
import { slugify, validateCustomUrl } from '@aangan/contracts';
import { HintText } from '../content/HintText.tsx';
import { ImageUploadInput } from '../content/ImageUploadInput.tsx';
import { descriptionHint, titleHint, urlHint } from '../content/seoHints.ts';
import { ArticleContentInput } from './ArticleContentInput.tsx';
import { ARTICLE_KIND_CHOICES, articlePublicPath } from './articleKinds.ts';
import type { ArticleFormValues, ArticleRecord } from '../providers/articleRecord.ts';

/** Spec §5 custom URL rules (shared with the API through the contracts). */
const customUrlRule: Validator = (value: unknown) =>
  typeof value === 'string' ? (validateCustomUrl(value.trim()) ?? undefined) : undefined;

const TITLE_LENGTH = maxLength(200, 'Please keep this under 200 characters');
const TITLE_RULES = [required('Please enter a title'), TITLE_LENGTH];
const HINDI_TITLE_RULES = [TITLE_LENGTH];
const URL_RULES = [customUrlRule];
const DESCRIPTION_RULES = [maxLength(300, 'Please keep this under 300 characters')];
const OG_TITLE_RULES = [maxLength(200, 'Please keep this under 200 characters')];

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function Heading({ children }: { children: ReactNode }) {
  return (
    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mt: 2, mb: 1 }}>
      {children}
    </Typography>
  );
}

/**
 * The page address as it will be: the custom URL when one is typed, the saved slug on an edit, or
 * the slug the server makes from the title (it adds -2, -3, ... when that one is taken).
 */
function AddressPreview({ values }: { values: Partial<ArticleFormValues> }) {
  const record = useRecordContext<ArticleRecord>();
  const custom = text(values.customUrl).trim();
  const generated = slugify(text(values.title));
  const slug = custom && !validateCustomUrl(custom) ? custom : (record?.slug ?? generated);
  const kind = values.kind ?? 'blog';
  if (!slug) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The page address is made from the title once you type one.
      </Typography>
    );
  }
  const path = articlePublicPath(kind, slug);
  const live = record && !record.deleted && record.slug === slug && record.kind === kind;
  return (
    <Box sx={{ mb: 2, typography: 'body2', overflowWrap: 'anywhere' }} aria-live="polite">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        Page address:{' '}
      </Box>
      {live ? (
        <MuiLink href={path} target="_blank" rel="noopener">
          {window.location.origin}
          {path}
        </MuiLink>
      ) : (
        <Box component="code" sx={{ fontSize: '0.85rem' }}>
          {window.location.origin}
          {path}
        </Box>
      )}
      {!custom && !record ? (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          Made from the title; a number is added if another article already uses it.
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * The article form's inputs (create and edit): kind, title, content (each with its optional Hindi
 * version), page address, featured image,
 * then what search engines and social networks show, each with the spec's live hints. Auditors
 * get the same fields, read only.
 */
export function ArticleInputs({ readOnly = false }: { readOnly?: boolean }) {
  return (
    <Box sx={{ width: '100%', maxWidth: 880 }}>
      <RadioButtonGroupInput
        source="kind"
        label="Kind"
        choices={ARTICLE_KIND_CHOICES}
        validate={required()}
        readOnly={readOnly}
        row
      />
      <FormDataConsumer<ArticleFormValues>>
        {({ formData }) => (
          <>
            <TextInput
              source="title"
              label="Title"
              validate={TITLE_RULES}
              readOnly={readOnly}
              fullWidth
              helperText={
                <HintText
                  hint={titleHint(text(formData.title))}
                  extra="Also the page title and, unless you set one below, the Open Graph title."
                />
              }
            />
            <TextInput
              source="hindiTitle"
              label="Hindi title (optional)"
              validate={HINDI_TITLE_RULES}
              readOnly={readOnly}
              fullWidth
              slotProps={{ htmlInput: { lang: 'hi' } }}
              helperText="Shown on the Hindi page; the Hindi page shows the title when this is empty."
            />
            <AddressPreview values={formData} />
          </>
        )}
      </FormDataConsumer>
      <ArticleContentInput readOnly={readOnly} />
      <ArticleContentInput readOnly={readOnly} hindi />
      <ImageUploadInput
        source="featuredImage"
        label="Featured image"
        optional
        readOnly={readOnly}
        previewHeight={120}
        helperText="Shown on the article and its card in the list. JPG, PNG, GIF or WebP."
      />

      <Heading>Search and sharing</Heading>
      <FormDataConsumer<ArticleFormValues>>
        {({ formData }) => {
          const url = text(formData.customUrl);
          const urlProblem = validateCustomUrl(url.trim());
          return (
            <>
              <TextInput
                source="customUrl"
                label="Custom URL"
                validate={URL_RULES}
                readOnly={readOnly}
                fullWidth
                slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
                helperText={
                  urlProblem ? (
                    <Box component="span" sx={{ color: 'error.main' }} role="alert">
                      {urlProblem}
                    </Box>
                  ) : (
                    <HintText
                      hint={urlHint(url)}
                      extra="Lowercase letters, numbers and single hyphens. Leave empty to use the title."
                    />
                  )
                }
              />
              <TextInput
                source="metaDescription"
                label="Meta description"
                validate={DESCRIPTION_RULES}
                readOnly={readOnly}
                fullWidth
                multiline
                minRows={2}
                helperText={
                  <HintText
                    hint={descriptionHint(text(formData.metaDescription))}
                    extra="Leave empty to use the start of the article."
                  />
                }
              />
              <TextInput
                source="ogTitle"
                label="Open Graph title"
                validate={OG_TITLE_RULES}
                readOnly={readOnly}
                fullWidth
                helperText={
                  <HintText
                    hint={titleHint(text(formData.ogTitle))}
                    extra="The title shown when the article is shared. Leave empty to use the title."
                  />
                }
              />
            </>
          );
        }}
      </FormDataConsumer>
    </Box>
  );
}
