import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { Title, useDataProvider } from 'react-admin';
import { useCanEdit } from '../content/useCanEdit.ts';
import { SEO_HINTS } from '../content/seoHints.ts';
import { formatDateTime } from '../format/indiaDates.ts';
import { errorMessage } from '../providers/apiError.ts';
import type { SeoMeta } from '../providers/contentApi.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { SeoMetaDialog } from './SeoMetaDialog.tsx';
import { draftOfMeta } from './seoMetaDraft.ts';
import { SITE_PATHS, pageNameOf } from './sitePaths.ts';

interface Row {
  route: string;
  name: string | undefined;
  meta: SeoMeta | null;
}

const NOT_SET = 'Not set: the page uses its own';
// Pixel sizes as strings: in sx a number up to 1 is a fraction of the parent.
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The site's pages, then any other path with meta, in path order. */
const rowsOf = (metas: SeoMeta[]): Row[] => {
  const byRoute = new Map(metas.map((meta) => [meta.route, meta]));
  const known = SITE_PATHS.map((path) => ({
    route: path.route,
    name: path.name,
    meta: byRoute.get(path.route) ?? null,
  }));
  const others = metas
    .filter((meta) => !pageNameOf(meta.route))
    .map((meta) => ({ route: meta.route, name: undefined, meta }));
  return [...known, ...others.sort((a, b) => a.route.localeCompare(b.route))];
};

const TitleLength = ({ title }: { title: string }) =>
  title.length > SEO_HINTS.titleUnder ? (
    <Chip size="small" color="warning" variant="outlined" label={`${title.length} chars`} sx={{ ml: 1 }} />
  ) : null;

function OpenButton({ row, canEdit, onOpen }: { row: Row; canEdit: boolean; onOpen(row: Row): void }) {
  return (
    <Button
      size="small"
      startIcon={canEdit ? <EditIcon /> : <VisibilityIcon />}
      onClick={() => onOpen(row)}
      aria-label={`${canEdit ? 'Edit' : 'View'} the meta of ${row.route}`}
    >
      {canEdit ? 'Edit' : 'View'}
    </Button>
  );
}

function MetaTable({ rows, canEdit, onOpen }: { rows: Row[]; canEdit: boolean; onOpen(row: Row): void }) {
  return (
    <TableContainer component={Card} variant="outlined">
      <Table size="small" aria-label="Meta of the site's pages">
        <TableHead>
          <TableRow>
            <TableCell>Page</TableCell>
            <TableCell>Title</TableCell>
            <TableCell>Description</TableCell>
            <TableCell>Updated</TableCell>
            <TableCell>
              <Box component="span" sx={VISUALLY_HIDDEN}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.route} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Typography variant="body2">{row.name ?? row.route}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {row.route}
                </Typography>
              </TableCell>
              <TableCell>
                {row.meta ? (
                  <>
                    {row.meta.title}
                    <TitleLength title={row.meta.title} />
                  </>
                ) : (
                  <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
                    {NOT_SET}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ maxWidth: 360 }}>
                <Typography
                  variant="body2"
                  sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
                >
                  {row.meta?.description ?? ''}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.meta ? formatDateTime(row.meta.updatedAt) : '—'}</TableCell>
              <TableCell align="right">
                <OpenButton row={row} canEdit={canEdit} onOpen={onOpen} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function MetaCards({ rows, canEdit, onOpen }: { rows: Row[]; canEdit: boolean; onOpen(row: Row): void }) {
  return (
    <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
      {rows.map((row) => (
        <Card component="li" variant="outlined" key={row.route} sx={{ listStyle: 'none' }}>
          <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', '&:last-child': { pb: 2 } }}>
            <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              <Typography variant="subtitle2">
                {row.name ?? row.route}{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  {row.route}
                </Typography>
              </Typography>
              <Typography
                variant="body2"
                color={row.meta ? 'text.primary' : 'text.secondary'}
                sx={row.meta ? {} : { fontStyle: 'italic' }}
              >
                {row.meta?.title ?? NOT_SET}
              </Typography>
            </Box>
            <OpenButton row={row} canEdit={canEdit} onOpen={onOpen} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * Website Meta SEO (spec route /admin/settings): the title, description and Open Graph of each
 * page of the site (`GET /admin/seo-meta`), edited in a dialog with the spec's hints.
 */
export default function SeoMetaPage() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const canEdit = useCanEdit();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const [metas, setMetas] = useState<SeoMeta[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);

  useEffect(() => {
    let live = true;
    setError(null);
    dataProvider.getSeoMeta().then(
      (answer) => live && setMetas(answer),
      (failure: unknown) => live && setError(failure),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, attempt]);

  const rows = useMemo(() => (metas ? rowsOf(metas) : []), [metas]);
  const saved = (meta: SeoMeta) =>
    setMetas((current) => [...(current ?? []).filter((m) => m.route !== meta.route), meta]);

  return (
    <Box sx={{ my: 2 }}>
      <Title title="Website Meta SEO" />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1, mb: 2 }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 640 }}>
          What search engines and social networks show for each page. Titles are best under {SEO_HINTS.titleUnder}{' '}
          characters (ideal {SEO_HINTS.titleIdeal}); descriptions around {SEO_HINTS.descriptionIdeal} characters and
          under {SEO_HINTS.descriptionWordsUnder} words.
        </Typography>
        {canEdit ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ row: null })}
            sx={{ alignSelf: 'flex-start', flexShrink: 0 }}
          >
            Add another path
          </Button>
        ) : null}
      </Stack>
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
              Retry
            </Button>
          }
        >
          {errorMessage(error, 'The meta could not be loaded')}
        </Alert>
      ) : null}
      {!metas && !error ? <Skeleton variant="rounded" height={360} aria-label="Loading the meta" /> : null}
      {metas ? (
        isSmall ? (
          <MetaCards rows={rows} canEdit={canEdit} onOpen={(row) => setEditing({ row })} />
        ) : (
          <MetaTable rows={rows} canEdit={canEdit} onOpen={(row) => setEditing({ row })} />
        )
      ) : null}
      {editing ? (
        <SeoMetaDialog
          initial={draftOfMeta(editing.row?.route ?? '/', editing.row?.meta ?? null)}
          routeEditable={editing.row === null}
          canEdit={canEdit}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      ) : null}
    </Box>
  );
}
