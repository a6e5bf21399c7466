import { Chip } from '@mui/material';
import type { ArticleKind } from '@aangan/contracts';
import { articleKindLabel } from './articleKinds.ts';

const KIND_COLORS = { blog: 'primary', news: 'info', award: 'secondary' } as const satisfies Record<
  ArticleKind,
  string
>;

export const ArticleKindChip = ({ kind }: { kind: ArticleKind }) => (
  <Chip size="small" variant="outlined" color={KIND_COLORS[kind] ?? 'default'} label={articleKindLabel(kind)} />
);

export const ArticleStateChip = ({ deleted }: { deleted: boolean }) =>
  deleted ? (
    <Chip size="small" color="error" variant="outlined" label="Deleted" />
  ) : (
    <Chip size="small" color="success" variant="outlined" label="Live" />
  );
