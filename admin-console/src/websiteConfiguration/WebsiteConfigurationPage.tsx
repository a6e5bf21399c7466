import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ResourceContextProvider, Title } from 'react-admin';
import type { SectionContent, SectionKey } from '@aangan/contracts';
import { useCanEdit } from '../content/useCanEdit.ts';
import { errorMessage } from '../providers/apiError.ts';
import type { WebsiteConfiguration } from '../providers/contentApi.ts';
import { CurrencyRatesPanel } from './CurrencyRatesPanel.tsx';
import { DeleteHighlightButton } from './DeleteHighlightButton.tsx';
import { SectionForm } from './SectionForm.tsx';
import { SECTION_SPECS } from './sectionSpecs.ts';
import { SiteFaqPanel } from './SiteFaqPanel.tsx';
import { StateReraPanel } from './StateReraPanel.tsx';
import { TestimonialsPanel } from './TestimonialsPanel.tsx';
import { useWebsiteConfiguration } from './useWebsiteConfiguration.ts';

type OtherPanel = 'testimonials' | 'stateRera' | 'faqs' | 'currencyRates';
export type PanelId = SectionKey | OtherPanel;

const OTHER_PANELS: Record<OtherPanel, { title: string; description: string }> = {
  testimonials: { title: 'Testimonials', description: 'What clients and employees say, on the home page.' },
  stateRera: { title: 'State RERA registrations', description: "Shown in the footer as 'state: registration'." },
  faqs: { title: 'Site FAQs', description: 'The /faqs page; the assistant answers from them too.' },
  currencyRates: { title: 'Currency rates', description: 'For the currency converter.' },
};

/** The panels in groups, in the order the site shows them. */
const GROUPS: { title: string; panels: PanelId[] }[] = [
  {
    title: 'Home page',
    panels: ['heroSection', 'featureHighlight', 'stats', 'featuredCities', 'testimonials', 'marketingPartners'],
  },
  {
    title: 'About Aangan',
    panels: ['ourStory', 'ceoMessage', 'cooMessage', 'coreValues', 'services', 'lifeAtCompany'],
  },
  { title: 'Contact and footer', panels: ['contact', 'offices', 'social', 'reviewSites', 'certificates', 'stateRera'] },
  { title: 'Other', panels: ['faqs', 'currencyRates'] },
];

const isPanel = (id: string): id is PanelId => GROUPS.some((group) => group.panels.includes(id as PanelId));
const isSection = (id: PanelId): id is SectionKey => Object.hasOwn(SECTION_SPECS, id);

function Panel({
  id,
  title,
  description,
  summary,
  expanded,
  onToggle,
  children,
}: {
  id: PanelId;
  title: string;
  description: string;
  summary?: string;
  expanded: boolean;
  onToggle(): void;
  children: ReactNode;
}) {
  // Made when first opened, then kept while folded: folding a panel never drops what was typed in it.
  const [opened, setOpened] = useState(expanded);
  if (expanded && !opened) setOpened(true);
  return (
    <Accordion
      expanded={expanded}
      onChange={onToggle}
      disableGutters
      sx={{ '&:before': { display: 'none' }, border: 1, borderColor: 'divider', boxShadow: 'none' }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-header`} aria-controls={`${id}-content`}>
        <Box component="span" sx={{ minWidth: 0 }}>
          <Typography component="span" sx={{ fontWeight: 500, display: 'block' }}>
            {title}
          </Typography>
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {summary ? `${summary} · ` : ''}
            {description}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>{opened ? children : null}</AccordionDetails>
    </Accordion>
  );
}

function PanelContent({
  id,
  data,
  canEdit,
  update,
  reload,
  focusTestimonial,
}: {
  id: PanelId;
  data: WebsiteConfiguration;
  canEdit: boolean;
  update: (change: (data: WebsiteConfiguration) => WebsiteConfiguration) => void;
  reload(): void;
  focusTestimonial: boolean;
}) {
  const setSection = <K extends SectionKey>(key: K, content: SectionContent<K>, revision: number) =>
    update((current) => ({
      ...current,
      sections: { ...current.sections, [key]: content },
      revisions: { ...current.revisions, [key]: revision },
    }));
  if (isSection(id)) {
    const extra =
      id === 'featureHighlight' && canEdit && data.sections.featureHighlight.highlightImage ? (
        <DeleteHighlightButton
          revision={data.revisions.featureHighlight ?? -1}
          onDeleted={(content, revision) => setSection('featureHighlight', content, revision)}
          onReload={reload}
        />
      ) : undefined;
    return (
      <SectionForm
        spec={SECTION_SPECS[id]}
        content={data.sections[id]}
        revision={data.revisions[id] ?? -1}
        canEdit={canEdit}
        onSaved={(content, revision) => setSection(id, content, revision)}
        onReload={reload}
        extra={extra}
      />
    );
  }
  switch (id) {
    case 'testimonials':
      return (
        <TestimonialsPanel
          testimonials={data.testimonials}
          canEdit={canEdit}
          focusAdd={focusTestimonial}
          onChange={(testimonials) => update((current) => ({ ...current, testimonials }))}
        />
      );
    case 'stateRera':
      return (
        <StateReraPanel
          stateRera={data.stateRera}
          revision={data.stateReraRevision}
          canEdit={canEdit}
          onChange={(stateRera, stateReraRevision) =>
            update((current) => ({ ...current, stateRera, stateReraRevision }))
          }
          onReload={reload}
        />
      );
    case 'faqs':
      return (
        <SiteFaqPanel
          faqs={data.faqs}
          canEdit={canEdit}
          onChange={(faqs) => update((current) => ({ ...current, faqs }))}
          onReload={reload}
        />
      );
    case 'currencyRates':
      return <CurrencyRatesPanel canEdit={canEdit} />;
  }
}

const summaryOf = (id: PanelId, data: WebsiteConfiguration): string => {
  if (isSection(id)) return (SECTION_SPECS[id].summary as (content: unknown) => string)(data.sections[id]);
  if (id === 'testimonials')
    return `${data.testimonials.length} testimonial${data.testimonials.length === 1 ? '' : 's'}`;
  if (id === 'stateRera')
    return `${Object.keys(data.stateRera).length} state${Object.keys(data.stateRera).length === 1 ? '' : 's'}`;
  if (id === 'faqs') return `${data.faqs.length} FAQ${data.faqs.length === 1 ? '' : 's'}`;
  return '';
};

/**
 * Website Configuration (spec route /admin/website-moderation): every page section, the
 * testimonials, state RERA registrations, site FAQs and currency rates, one panel each (opened
 * from the address's #hash too, e.g. #heroSection). Each panel saves on its own. Auditors read.
 */
export default function WebsiteConfigurationPage({ initialPanel }: { initialPanel?: PanelId }) {
  const canEdit = useCanEdit();
  const { data, error, loading, reload, update } = useWebsiteConfiguration();
  const { hash } = useLocation();
  const fromHash = decodeURIComponent(hash.slice(1));
  const [open, setOpen] = useState<ReadonlySet<PanelId>>(
    () => new Set(initialPanel ? [initialPanel] : isPanel(fromHash) ? [fromHash] : []),
  );
  const toggle = (id: PanelId) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  // react-admin's list inputs (ArrayInput) expect a resource; the sections are one, by name only.
  return (
    <ResourceContextProvider value="site-sections">
      <Box sx={{ my: 2, maxWidth: 1000 }}>
        <Title title="Website Configuration" />
        {canEdit ? null : (
          <Alert severity="info" sx={{ mb: 2 }}>
            Auditors can read the site&rsquo;s content here but not change it.
          </Alert>
        )}
        {error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={reload}>
                Retry
              </Button>
            }
          >
            {errorMessage(error, 'The website configuration could not be loaded')}
          </Alert>
        ) : null}
        {loading ? <Skeleton variant="rounded" height={400} aria-label="Loading the website configuration" /> : null}
        {data
          ? GROUPS.map((group, index) => (
              <Box component="section" key={group.title} aria-labelledby={`config-group-${index}`} sx={{ mb: 3 }}>
                <Typography id={`config-group-${index}`} component="h2" variant="h6" sx={{ mb: 1 }}>
                  {group.title}
                </Typography>
                <Stack spacing={1}>
                  {group.panels.map((id) => {
                    const { title, description } = isSection(id) ? SECTION_SPECS[id] : OTHER_PANELS[id];
                    return (
                      <Panel
                        key={id}
                        id={id}
                        title={title}
                        description={description}
                        summary={summaryOf(id, data)}
                        expanded={open.has(id)}
                        onToggle={() => toggle(id)}
                      >
                        <PanelContent
                          id={id}
                          data={data}
                          canEdit={canEdit}
                          update={update}
                          reload={reload}
                          focusTestimonial={initialPanel === 'testimonials'}
                        />
                      </Panel>
                    );
                  })}
                </Stack>
              </Box>
            ))
          : null}
      </Box>
    </ResourceContextProvider>
  );
}
