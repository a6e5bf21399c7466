import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import {
  AMENITY_LABELS,
  LAND_AMENITY_LABELS,
  NEARBY_PLACE_CATEGORY_LABELS,
  formatPriceRange,
} from '@aangan/contracts/browser';
import { formatDay } from '../format/indiaDates.ts';
import { areaText, fileNameOf } from '../history/changeText.ts';
import { Empty, Facts, Paragraphs, Section, factsOf } from '../layout/ShowSections.tsx';
import { ProjectHindiSection } from './ProjectHindiSection.tsx';
import { ProjectStatusChip } from './ProjectStatusChip.tsx';
import type { AdminProject } from '@aangan/contracts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const NUMBER = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** 'yyyy-mm' → 'March 2027' (as the public page says it); 'yyyy-mm-dd' → dd-mm-yyyy. */
const monthOrDay = (value: string | undefined): string | undefined => {
  if (!value) return undefined;
  const month = /^(\d{4})-(\d{2})$/.exec(value);
  if (month) return `${MONTHS[Number(month[2]) - 1] ?? month[2]} ${month[1]}`;
  return formatDay(value);
};

const mapsSearchUrl = (latitude: number, longitude: number): string =>
  `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;

function Gallery({ project }: { project: AdminProject }) {
  const photos = [
    ...new Set([project.coverImage, ...(project.photos ?? [])].filter((photo): photo is string => Boolean(photo))),
  ];
  if (photos.length === 0) return <Empty>No photos yet.</Empty>;
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 1,
        p: 0,
        m: 0,
        listStyle: 'none',
      }}
    >
      {photos.map((photo, index) => (
        <li key={photo}>
          <Link href={photo} target="_blank" rel="noopener" sx={{ display: 'block', lineHeight: 0 }}>
            <Box
              component="img"
              src={photo}
              alt={`${project.projectTitle ?? 'Project'}, photo ${index + 1}${photo === project.coverImage ? ' (cover)' : ''}`}
              loading="lazy"
              sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1 }}
            />
          </Link>
        </li>
      ))}
    </Box>
  );
}

function LabelList({
  items,
  labels,
}: {
  items: readonly string[] | undefined;
  labels: Readonly<Record<string, string>>;
}) {
  if (!items || items.length === 0) return <Empty>None listed.</Empty>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      {items.map((item) => (
        <Chip key={item} size="small" label={labels[item] ?? item} />
      ))}
    </Stack>
  );
}

/** The project's heading: what a visitor reads first. */
export function ProjectHeading({ project }: { project: AdminProject }) {
  const price = formatPriceRange(project.priceMin ?? null, project.priceMax ?? null);
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
          {project.projectTitle?.trim() || 'Untitled draft'}
        </Typography>
        <ProjectStatusChip status={project.status} />
        {project.isGrandProject ? <Chip size="small" label="Grand project" color="warning" variant="outlined" /> : null}
      </Stack>
      <Typography variant="body1" color="text.secondary">
        {[project.locality, project.city, project.state].filter(Boolean).join(', ') || 'No place yet'}
        {price ? ` · ${price}` : ''}
      </Typography>
    </Box>
  );
}

/**
 * A project as the public page presents it, section by section in the page's order (RERA details,
 * information, overview, amenities, land amenities, brochure, videos, developer, map, FAQs), then
 * the search-engine fields only admins see. Units have their own tab.
 */
export function ProjectDetails({ project }: { project: AdminProject }) {
  const rera = project.reraDetails ?? [];
  const developer = project.developer;
  const hasPoint = typeof project.latitude === 'number' && typeof project.longitude === 'number';
  return (
    <Stack spacing={2}>
      <Section id="details-photos" title="Photos">
        <Gallery project={project} />
      </Section>
      <Section id="details-rera" title="RERA details">
        {rera.length === 0 ? <Empty>No RERA data available.</Empty> : null}
        {rera.map((detail) => (
          <Box key={detail.projectReraId} sx={{ mb: 1 }}>
            <Facts
              rows={factsOf([
                ['RERA ID', detail.projectReraId],
                ['RERA project name', detail.reraProjectName],
                ['RERA project type', detail.reraProjectType],
                ['Project status', detail.projectStatus],
                [
                  'Start date',
                  formatDay(detail.projectStartDate) === '—' ? undefined : formatDay(detail.projectStartDate),
                ],
                [
                  'Completion date',
                  formatDay(detail.projectCompletionDate) === '—' ? undefined : formatDay(detail.projectCompletionDate),
                ],
                ['Total area', detail.projectTotalArea ? areaText(detail.projectTotalArea) : undefined],
                ['Sanctioning authority', detail.sanctioningAuthority],
                [
                  'RERA link',
                  detail.reraExternalLink ? (
                    <Link href={detail.reraExternalLink} target="_blank" rel="noopener">
                      {detail.reraExternalLink}
                    </Link>
                  ) : undefined,
                ],
              ])}
            />
          </Box>
        ))}
        {project.qrCodeUrl ? (
          <Box component="img" src={project.qrCodeUrl} alt="RERA QR code" sx={{ width: 96, height: 96, mt: 1 }} />
        ) : null}
      </Section>
      <Section id="details-information" title="Project information">
        <Facts
          rows={factsOf([
            ['Project type', project.projectType],
            ['Sub type', project.projectSubType],
            ['Project size', project.projectArea ? areaText(project.projectArea) : undefined],
            ['Total units', project.numberOfUnits === undefined ? undefined : NUMBER.format(project.numberOfUnits)],
            ['Towers', project.towers],
            ['Floors', project.floors],
            ['Launch month', monthOrDay(project.launchDate)],
            ['Built month', monthOrDay(project.builtDate)],
            ['Possession status', project.possessionStatus],
            ['Proposed possession', monthOrDay(project.proposedPossessionDate)],
            ['Rating', project.projectRating === undefined ? undefined : `${project.projectRating} out of 10`],
            ['Highlights', project.highlightTags?.length ? project.highlightTags.join(', ') : undefined],
            ['Awards', project.awards?.length ? project.awards.join(', ') : undefined],
          ])}
        />
      </Section>
      <Section id="details-overview" title="Overview">
        {project.description ? <Paragraphs text={project.description} /> : <Empty>No description yet.</Empty>}
      </Section>
      <Section id="details-amenities" title="Amenities">
        <LabelList items={project.amenities} labels={AMENITY_LABELS} />
      </Section>
      <Section id="details-land-amenities" title="Land amenities">
        <LabelList items={project.landAmenities} labels={LAND_AMENITY_LABELS} />
      </Section>
      <Section id="details-brochure" title="Brochure and videos">
        <Facts
          rows={factsOf([
            [
              'Brochure',
              project.brochureUrl ? (
                <Link href={project.brochureUrl} target="_blank" rel="noopener">
                  {fileNameOf(project.brochureUrl)}
                </Link>
              ) : (
                'None'
              ),
            ],
            [
              'Videos',
              project.videos?.length ? (
                <Stack>
                  {project.videos.map((video) => (
                    <Link key={video} href={video} target="_blank" rel="noopener">
                      {fileNameOf(video)}
                    </Link>
                  ))}
                </Stack>
              ) : (
                'None'
              ),
            ],
          ])}
        />
      </Section>
      <Section id="details-developer" title="Developer">
        {developer ? (
          <>
            <Facts
              rows={factsOf([
                ['Name', developer.name],
                ['Since', developer.sinceYear],
                ['Rating', developer.rating === undefined ? undefined : `${developer.rating} out of 5`],
                ['Total projects', developer.totalProjects],
                [
                  'Experience',
                  developer.experienceYears === undefined ? undefined : `${developer.experienceYears} years`,
                ],
              ])}
            />
            <Paragraphs text={developer.about} />
          </>
        ) : (
          <Empty>No developer details yet.</Empty>
        )}
      </Section>
      <Section id="details-map" title="Map">
        <Facts
          rows={factsOf([
            ['Place on the map', project.placeName],
            [
              'Coordinates',
              hasPoint ? (
                <Link
                  href={mapsSearchUrl(project.latitude!, project.longitude!)}
                  target="_blank"
                  rel="noopener"
                >{`${project.latitude}, ${project.longitude}`}</Link>
              ) : (
                'Not placed yet'
              ),
            ],
            [
              'Nearby places',
              project.nearbyPlaces?.length
                ? project.nearbyPlaces
                    .map(
                      (place) =>
                        `${place.name} (${NEARBY_PLACE_CATEGORY_LABELS[place.category] ?? place.category}${place.distanceKm === undefined ? '' : `, ${place.distanceKm} km`})`,
                    )
                    .join('; ')
                : undefined,
            ],
          ])}
        />
      </Section>
      <Section id="details-faqs" title="FAQs">
        {project.faqs?.length ? (
          project.faqs.map((faq) => (
            <Box key={faq.question} component="details" sx={{ mb: 1, typography: 'body2' }}>
              <Box component="summary" sx={{ cursor: 'pointer', fontWeight: 500 }}>
                {faq.question}
              </Box>
              <Paragraphs text={faq.answer} />
            </Box>
          ))
        ) : (
          <Empty>No FAQs yet.</Empty>
        )}
      </Section>
      <ProjectHindiSection project={project} />
      <Section id="details-seo" title="Search engines">
        <Facts
          rows={factsOf([
            ['Meta title', project.metaTitle || 'The project name'],
            ['Meta description', project.metaDescription || 'The start of the description'],
            ['Custom URL', project.customProjectUrl || 'None (the generated address is used)'],
          ])}
        />
      </Section>
    </Stack>
  );
}
