import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Edit,
  ListButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useDataProvider,
  useEditContext,
  useNotify,
  useRecordContext,
  type TransformData,
} from 'react-admin';
import { articleSavedMessage } from '@aangan/contracts/browser';
import { ImageUploadField } from '../content/ImageUploadField.tsx';
import { MergedNotice } from '../content/ConflictNotice.tsx';
import { staleConflictOf } from '../content/staleConflict.ts';
import { errorMessage, statusOf } from '../providers/apiError.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { DeleteArticleButton, RestoreArticleButton } from './ArticleActions.tsx';
import { ArticleInputs } from './ArticleInputs.tsx';
import { articleKindLabel, articlePublicPath } from './articleKinds.ts';
import type { ArticleFormValues, ArticleRecord } from '../providers/articleRecord.ts';
import { SaveButton } from '../forms/SaveButton.tsx';
import { FormLeaveGuard } from '../forms/LeaveGuard.tsx';
import { ArticleMergeNotice, type ArticleConflict } from './ArticleMergeNotice.tsx';

/** The Open Graph image as this page last changed it, and the article revision that change made. */
interface OgChange {
  ogImage: string | null;
  revision: number;
}

const STALE_MESSAGE =
  'Someone else changed this article since you opened it. Reload it to see their changes, then make yours again.';
const REFUSED_MESSAGE = 'Not saved: someone else changed this article since you opened it. Your changes are kept.';

/**
 * The revision this page's next save is based on: the loaded (or saved) one, the other version the
 * admin merged with or kept their changes over (`basedOn`), or its own Open Graph change.
 */
const revisionOf = (record: ArticleRecord, og: OgChange | null, basedOn: number | null = null): number =>
  Math.max(record.revision, basedOn ?? -1, og?.revision ?? -1);

function ArticleTitle() {
  const record = useRecordContext<ArticleRecord>();
  return <span>{record ? `${articleKindLabel(record.kind)}: ${record.title}` : 'Article'}</span>;
}

function EditActions() {
  const record = useRecordContext<ArticleRecord>();
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListButton label="Back to the list" />
      {record && !record.deleted ? (
        <Button
          size="small"
          href={articlePublicPath(record.kind, record.slug)}
          target="_blank"
          rel="noopener"
          startIcon={<OpenInNewIcon />}
        >
          View on the site
        </Button>
      ) : null}
    </TopToolbar>
  );
}

/**
 * The Open Graph image has routes of its own (`_id` + file; remove by `_id`), so it changes at once
 * rather than with the form. Each change is one event on the article: the revision this page sends
 * with its next save moves on by one, so a save after someone else's edit still answers 412.
 */
function OpenGraphImageCard({
  record,
  og,
  basedOn,
  onChange,
}: {
  record: ArticleRecord;
  og: OgChange | null;
  basedOn: number | null;
  onChange(change: OgChange): void;
}) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const current = og && og.revision > record.revision ? og.ogImage : record.ogImage;
  const upload = async (file: File) => {
    const { message, ogImage } = await dataProvider.uploadArticleOgImage(record.id, file);
    onChange({ ogImage, revision: revisionOf(record, og, basedOn) + 1 });
    return { message, url: ogImage };
  };
  const remove = async () => {
    try {
      const { message } = await dataProvider.removeArticleOgImage(record.id);
      onChange({ ogImage: null, revision: revisionOf(record, og, basedOn) + 1 });
      notify(message, { type: 'success' });
    } catch (error) {
      notify(errorMessage(error, 'The image could not be removed, please try again'), { type: 'error' });
    }
  };
  return (
    <Card variant="outlined" sx={{ mt: 1, mb: 2, width: '100%', maxWidth: 880 }}>
      <CardContent>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          Open Graph image
        </Typography>
        <ImageUploadField
          label="Shown when the article is shared (1200 × 630 works best)"
          value={current}
          onChange={() => undefined}
          upload={upload}
          removable
          onRemove={remove}
          readOnly={record.deleted}
          helperText={current ? 'Saved at once; no need to press Save.' : 'Without one, the featured image is shared.'}
        />
      </CardContent>
    </Card>
  );
}

function StaleAlert({ onReloaded }: { onReloaded(): void }) {
  const { refetch } = useEditContext<ArticleRecord>();
  const reload = async () => {
    await refetch();
    onReloaded();
  };
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ mb: 2, width: '100%', maxWidth: 880, boxSizing: 'border-box' }}
      action={
        <Button color="inherit" size="small" onClick={() => void reload()}>
          Reload
        </Button>
      }
    >
      {STALE_MESSAGE} Reloading replaces what you typed here.
    </Alert>
  );
}

function EditToolbar({ record }: { record: ArticleRecord }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <SaveButton />
      <DeleteArticleButton record={record} />
    </Toolbar>
  );
}

/** Where this page stands after a save refused for someone else's newer version (412). */
interface Refusal {
  /** Their version could not be read: only a reload is offered. */
  stale: boolean;
  conflict: ArticleConflict | null;
  /** Theirs, once the admin merged with it or kept their own changes over it: the next save is based on it. */
  basedOn: ArticleRecord | null;
  merged: boolean;
}

const SETTLED: Refusal = { stale: false, conflict: null, basedOn: null, merged: false };

function ArticleEditForm({
  refusal,
  onRefusal,
  og,
  onOgChange,
}: {
  refusal: Refusal;
  onRefusal(next: Refusal): void;
  og: OgChange | null;
  onOgChange(change: OgChange): void;
}) {
  const record = useRecordContext<ArticleRecord>();
  const { refetch } = useEditContext<ArticleRecord>();
  if (!record) return null;
  if (record.deleted) {
    return (
      <SimpleForm toolbar={false}>
        <Alert
          severity="info"
          sx={{ mb: 2, width: '100%', maxWidth: 880, boxSizing: 'border-box' }}
          action={<RestoreArticleButton record={record} size="small" />}
        >
          This article is deleted and is not on the site. Restore it to edit it.
        </Alert>
        <ArticleInputs readOnly />
      </SimpleForm>
    );
  }
  const { conflict, basedOn } = refusal;
  const basedOnRevision = basedOn?.revision ?? null;
  return (
    // A delete is based on the newest revision this page knows of, its own Open Graph changes included.
    <SimpleForm
      toolbar={<EditToolbar record={{ ...record, revision: revisionOf(record, og, basedOnRevision) }} />}
      warnWhenUnsavedChanges
      WarnWhenUnsavedChangesComponent={FormLeaveGuard}
    >
      {refusal.stale ? <StaleAlert onReloaded={() => onRefusal(SETTLED)} /> : null}
      {conflict ? (
        <ArticleMergeNotice
          conflict={conflict}
          onMerged={() => onRefusal({ ...SETTLED, basedOn: conflict.theirs, merged: true })}
          onReload={() => void refetch().then(() => onRefusal(SETTLED))}
          onKeepMine={() =>
            onRefusal({ ...SETTLED, basedOn: conflict.theirs, conflict: { ...conflict, keptMine: true } })
          }
        />
      ) : null}
      {refusal.merged && basedOn ? <MergedNotice revision={basedOn.revision} /> : null}
      <ArticleInputs />
      <OpenGraphImageCard record={record} og={og} basedOn={basedOnRevision} onChange={onOgChange} />
      <Box sx={{ typography: 'caption', color: 'text.secondary' }}>
        {record.wordCount} words · {record.readingMinutes} min read (counted when saved)
      </Box>
    </SimpleForm>
  );
}

/**
 * Edit an article (admins). Saves send If-Match with the revision the page was loaded with. A 412
 * says someone else changed it: their version is read and set against the form's (ArticleMergeNotice),
 * to merge, reload theirs or keep the admin's; when theirs cannot be read, a reload is offered.
 * Pessimistic: the read model answers before the page moves on, so what it shows after a save is
 * what the site shows.
 */
export function ArticleEdit() {
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [refusal, setRefusal] = useState<Refusal>(SETTLED);
  const [og, setOg] = useState<OgChange | null>(null);
  const transform: TransformData = (data: ArticleFormValues, options) => {
    const previous = options?.previousData as ArticleRecord | undefined;
    return previous ? { ...data, revision: revisionOf(previous, og, refusal.basedOn?.revision ?? null) } : data;
  };
  /** Their version, read to set against the form's; the edits started from `base`. */
  const refused = async (base: ArticleRecord, error: unknown) => {
    const changed = staleConflictOf(error)?.changed ?? [];
    try {
      const { data: theirs } = await dataProvider.getOne<ArticleRecord>('articles', { id: base.id });
      setRefusal({ ...SETTLED, basedOn: refusal.basedOn, conflict: { base, theirs, changed, keptMine: false } });
    } catch {
      setRefusal({ ...SETTLED, stale: true });
    }
  };
  return (
    <Edit<ArticleRecord>
      resource="articles"
      title={<ArticleTitle />}
      actions={<EditActions />}
      mutationMode="pessimistic"
      redirect={false}
      transform={transform}
      mutationOptions={{
        onSuccess: (data) => {
          setRefusal(SETTLED);
          notify(articleSavedMessage(data.kind), { type: 'success' });
        },
        onError: (error, variables) => {
          const shown = (variables as { previousData?: ArticleRecord }).previousData;
          if (statusOf(error) === 412 && shown) {
            void refused(refusal.basedOn ?? shown, error);
            notify(REFUSED_MESSAGE, { type: 'error', autoHideDuration: 10_000 });
            return;
          }
          notify(errorMessage(error, 'The article could not be saved, please try again'), { type: 'error' });
        },
      }}
    >
      <ArticleEditForm refusal={refusal} onRefusal={setRefusal} og={og} onOgChange={setOg} />
    </Edit>
  );
}
