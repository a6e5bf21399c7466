import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Box, Button, ListItemText, Menu, MenuItem, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useId, useMemo, useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  DataTable,
  FilterButton,
  Link,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useBasename,
  useCreatePath,
} from 'react-admin';
import { NoData } from '../content/NoData.tsx';
import { formatDateTime } from '../format/indiaDates.ts';
import { useCanEdit } from '../content/useCanEdit.ts';
import { RestoreArticleButton } from './ArticleActions.tsx';
import { ArticleKindChip, ArticleStateChip } from './ArticleChips.tsx';
import { ARTICLE_KIND_CHOICES, articleKindLabel, createPathOf } from './articleKinds.ts';
import type { ArticleRecord } from '../providers/articleRecord.ts';

const Column = DataTable.Col<ArticleRecord>;
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;
const STATE_CHOICES = [
  { id: 'live', name: 'Live' },
  { id: 'deleted', name: 'Deleted' },
];
const NEW_CHOICES = [
  { kind: 'blog', label: 'Blog post' },
  { kind: 'news', label: 'News item' },
  { kind: 'award', label: 'Award' },
] as const;

/** "New article" opens a menu of the three kinds (the spec's /admin/create/blog, /news, /awards). */
function NewArticleMenu() {
  const basename = useBasename();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        size="small"
        variant="contained"
        startIcon={<AddIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        New article
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {NEW_CHOICES.map((choice) => (
          <MenuItem
            key={choice.kind}
            component={RouterLink}
            to={`${basename}${createPathOf(choice.kind)}`}
            onClick={() => setAnchor(null)}
          >
            <ListItemText>{choice.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function ListActions({ canEdit, hiddenFilters }: { canEdit: boolean; hiddenFilters: boolean }) {
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      {hiddenFilters ? <FilterButton /> : null}
      {canEdit ? <NewArticleMenu /> : null}
    </TopToolbar>
  );
}

/** The title links to the article (edit for admins, read for auditors): every row is reachable by keyboard. */
function TitleCell({ record, view }: { record: ArticleRecord; view: 'edit' | 'show' }) {
  const createPath = useCreatePath();
  return (
    <Box>
      <Link
        to={createPath({ resource: 'articles', id: record.id, type: view })}
        onClick={(event: MouseEvent) => event.stopPropagation()}
        sx={record.deleted ? { color: 'text.secondary' } : { fontWeight: 500 }}
      >
        {record.title}
      </Link>
      <Typography variant="caption" component="div" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        /{record.slug}
      </Typography>
    </Box>
  );
}

function ArticleTable({ canEdit }: { canEdit: boolean }) {
  const view = canEdit ? 'edit' : 'show';
  return (
    <DataTable<ArticleRecord>
      bulkActionButtons={false}
      rowClick={view}
      empty={<NoData />}
      rowSx={(record) => (record.deleted ? { bgcolor: 'action.hover' } : {})}
    >
      <Column source="title" render={(record) => <TitleCell record={record} view={view} />} />
      <Column source="kind" render={(record) => <ArticleKindChip kind={record.kind} />} />
      <Column
        source="deleted"
        label="State"
        disableSort
        render={(record) => <ArticleStateChip deleted={record.deleted} />}
      />
      <Column
        source="readingMinutes"
        label="Reading time"
        disableSort
        render={(record) => `${record.readingMinutes} min`}
        cellSx={noWrap}
      />
      <Column
        source="updatedAt"
        label="Updated"
        cellSx={noWrap}
        render={(record) => <time dateTime={record.updatedAt}>{formatDateTime(record.updatedAt)}</time>}
      />
      {canEdit ? (
        <Column
          label=""
          disableSort
          render={(record) => (record.deleted ? <RestoreArticleButton record={record} size="small" /> : null)}
        />
      ) : null}
    </DataTable>
  );
}

function ArticleSimpleList({ canEdit }: { canEdit: boolean }) {
  return (
    <SimpleList<ArticleRecord>
      rowClick={canEdit ? 'edit' : 'show'}
      empty={<NoData />}
      primaryText={(record) => record.title}
      secondaryText={(record) =>
        `${articleKindLabel(record.kind)}${record.deleted ? ' · Deleted' : ''} · ${record.readingMinutes} min read`
      }
      tertiaryText={(record) => formatDateTime(record.updatedAt)}
    />
  );
}

/** No article at all: react-admin then shows this instead of the list and its toolbar. */
function NoArticles({ canEdit }: { canEdit: boolean }) {
  return (
    <Box sx={{ textAlign: 'center', py: 4, width: '100%' }}>
      <NoData />
      {canEdit ? <NewArticleMenu /> : null}
    </Box>
  );
}

/**
 * Blogs, news and awards (`GET /admin/articles`): kind and state chips, search by title, filters
 * by kind and by live or deleted; deleted ones can be restored by admins. Auditors read only.
 */
export function ArticleList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const canEdit = useCanEdit();
  const filters = useMemo(
    () => [
      <SearchInput
        key="q"
        source="q"
        alwaysOn
        placeholder="Search titles"
        slotProps={{ htmlInput: { 'aria-label': 'Search articles by title' } }}
      />,
      <SelectInput
        key="kind"
        source="kind"
        label="Kind"
        alwaysOn={!isSmall}
        choices={ARTICLE_KIND_CHOICES}
        emptyText="All kinds"
      />,
      <SelectInput
        key="state"
        source="state"
        label="State"
        alwaysOn={!isSmall}
        choices={STATE_CHOICES}
        emptyText="Live and deleted"
      />,
    ],
    [isSmall],
  );
  return (
    <List
      resource="articles"
      title="Blogs, news & awards"
      filters={filters}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      perPage={25}
      actions={<ListActions canEdit={canEdit} hiddenFilters={isSmall} />}
      exporter={false}
      empty={<NoArticles canEdit={canEdit} />}
    >
      {isSmall ? <ArticleSimpleList canEdit={canEdit} /> : <ArticleTable canEdit={canEdit} />}
    </List>
  );
}
