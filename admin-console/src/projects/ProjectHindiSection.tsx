import { Box } from '@mui/material';
import type { AdminProject } from '@aangan/contracts';
import { Empty, Facts, Paragraphs, Section, factsOf } from '../layout/ShowSections.tsx';

/** The project's Hindi texts, as the Hindi pages show them in place of the English ones. */
export function ProjectHindiSection({ project }: { project: AdminProject }) {
  const tags = Object.entries(project.hindiHighlightTags ?? {}).filter(
    ([tag, text]) => text && project.highlightTags?.some((chosen) => chosen === tag),
  );
  const given = project.hindiProjectTitle || project.hindiDescription || tags.length || project.hindiFaqs?.length;
  return (
    <Section id="details-hindi" title="Hindi">
      {given ? (
        <Box lang="hi">
          <Facts
            rows={factsOf([
              ['Hindi title', project.hindiProjectTitle],
              ['Hindi highlights', tags.length ? tags.map(([tag, text]) => `${text} (${tag})`).join(', ') : undefined],
            ])}
          />
          {project.hindiDescription ? <Paragraphs text={project.hindiDescription} /> : null}
          {(project.hindiFaqs ?? []).map((faq) => (
            <Box key={faq.question} component="details" sx={{ mb: 1, typography: 'body2' }}>
              <Box component="summary" sx={{ cursor: 'pointer', fontWeight: 500 }}>
                {faq.question}
              </Box>
              <Paragraphs text={faq.answer} />
            </Box>
          ))}
        </Box>
      ) : (
        <Empty>No Hindi texts yet: the Hindi pages show the English ones.</Empty>
      )}
    </Section>
  );
}
