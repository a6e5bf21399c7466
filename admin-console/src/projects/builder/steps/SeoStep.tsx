import { Box, Typography } from '@mui/material';
import { TextInput, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { projectLink } from '@aangan/contracts/browser';
import { validateCustomUrl } from '@aangan/contracts';
import { HintText } from '../../../content/HintText.tsx';
import { descriptionHint, titleHint, urlHint } from '../../../content/seoHints.ts';
import { useBuilder } from '../builderContext.ts';
import type { ProjectFormValues } from '../projectForm.ts';

/** Spec §5 custom URL rules, the same function the API runs. */
const customUrlRule: Validator = (value: unknown) =>
  typeof value === 'string' ? (validateCustomUrl(value.trim()) ?? undefined) : undefined;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Where the project will be on the site, from its custom URL (followed by its id) or its slug. */
function PublicAddress({ customUrl }: { customUrl: string }) {
  const { project } = useBuilder();
  const custom = customUrl.trim();
  if (!project && !custom) {
    return (
      <Typography variant="body2" color="text.secondary">
        The page address is made from the project's name when it is posted.
      </Typography>
    );
  }
  const usable = custom && !validateCustomUrl(custom) ? custom : undefined;
  const path = projectLink({ _id: project?.id ?? '<id>', slug: project?.slug, customProjectUrl: usable });
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} aria-live="polite">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        Page address:{' '}
      </Box>
      <Box component="code">{decodeURIComponent(path)}</Box>
    </Typography>
  );
}

/** The spec's custom URL message as soon as one applies, otherwise the length hint. */
function UrlHelp({ url }: { url: string }) {
  const problem = validateCustomUrl(url.trim());
  if (problem) {
    return (
      <Box component="span" sx={{ color: 'error.main', display: 'block' }} role="alert">
        {problem}
      </Box>
    );
  }
  return (
    <HintText
      hint={urlHint(url)}
      extra="Lowercase letters, numbers and single hyphens; the project id follows it in the address."
    />
  );
}

/** SEO: meta title and description, custom URL, each with the spec's live hints. */
export function SeoStep() {
  const { readOnly } = useBuilder();
  const [metaTitle, metaDescription, customUrl] = useWatch<
    ProjectFormValues,
    ['metaTitle', 'metaDescription', 'customProjectUrl']
  >({ name: ['metaTitle', 'metaDescription', 'customProjectUrl'] });
  return (
    <Box sx={{ maxWidth: 880 }}>
      <TextInput
        source="metaTitle"
        label="Meta title"
        fullWidth
        readOnly={readOnly}
        helperText={<HintText hint={titleHint(text(metaTitle))} extra="Leave empty to use the project's name." />}
      />
      <TextInput
        source="metaDescription"
        label="Meta description"
        fullWidth
        multiline
        minRows={2}
        readOnly={readOnly}
        helperText={
          <HintText
            hint={descriptionHint(text(metaDescription))}
            extra="Leave empty to use the start of the description."
          />
        }
      />
      <TextInput
        source="customProjectUrl"
        label="Custom URL"
        fullWidth
        readOnly={readOnly}
        validate={customUrlRule}
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        helperText={<UrlHelp url={text(customUrl)} />}
      />
      <PublicAddress customUrl={text(customUrl)} />
    </Box>
  );
}
