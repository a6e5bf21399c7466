import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { HintText } from '../content/HintText.tsx';
import { ServerHints } from './ServerHints.tsx';
import { ConflictNotice, MergedNotice } from '../content/ConflictNotice.tsx';
import { useStaleMerge } from '../content/useStaleMerge.ts';
import { ImageUploadField } from '../content/ImageUploadField.tsx';
import { descriptionHint, titleHint, urlHint } from '../content/seoHints.ts';
import { errorMessage, fieldErrorsOf, type FieldErrors } from '../providers/apiError.ts';
import type { SeoHints, SeoMeta, SeoMetaInput } from '../providers/contentApi.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { LeaveConfirm, UnsavedWorkGuard } from '../forms/LeaveGuard.tsx';
import { differs, draftOfMeta, plainMeta, SEO_META_WORDS, type SeoMetaDraft } from './seoMetaDraft.ts';
import { ROUTE_PATTERN } from './sitePaths.ts';

const check = (draft: SeoMetaDraft): FieldErrors => {
  const errors: FieldErrors = {};
  if (!ROUTE_PATTERN.test(draft.route.trim()) || draft.route.trim().length > 200)
    errors.route = 'Must be a site path such as /blogs';
  if (!draft.title.trim()) errors.title = 'Please enter a title';
  else if (draft.title.trim().length > 200) errors.title = 'Please keep this under 200 characters';
  if (!draft.description.trim()) errors.description = 'Please enter a description';
  else if (draft.description.trim().length > 500) errors.description = 'Please keep this under 500 characters';
  if (draft.ogTitle.trim().length > 200) errors.ogTitle = 'Please keep this under 200 characters';
  return errors;
};

/**
 * The meta of one site path (`PUT /admin/seo-meta`), with live counters while typing and the
 * server's hints once saved. A new path can be typed when `routeEditable`. Read only for auditors.
 * A save names the revision the draft started from: when someone else saved the path meanwhile,
 * the dialog says what they changed and keeps what was typed. `onSaved` hears of every newer
 * version (saved here, or theirs reloaded). Closing it, or leaving the page, with unsaved changes asks first.
 */
export function SeoMetaDialog({
  initial,
  routeEditable,
  canEdit,
  onClose,
  onSaved,
}: {
  initial: SeoMetaDraft;
  routeEditable: boolean;
  canEdit: boolean;
  onClose(): void;
  onSaved(meta: SeoMeta): void;
}) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const [draft, setDraft] = useState<SeoMetaDraft>(initial);
  /** The meta as last opened, saved or reloaded: the draft differing from it is unsaved work. */
  const [saved, setSaved] = useState<SeoMetaDraft>(initial);
  const [askingToClose, setAskingToClose] = useState(false);
  const dirty = canEdit && differs(draft, saved);
  const what = routeEditable && saved.revision < 0 ? 'the new path' : `the meta of ${saved.route}`;
  /** Cancel, Escape, the backdrop: with unsaved changes the admin is asked first. */
  const close = () => (dirty ? setAskingToClose(true) : onClose());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [hints, setHints] = useState<SeoHints | null>(null);
  const [merged, setMerged] = useState(false);
  const stale = useStaleMerge(async () => {
    const route = draft.route.trim();
    return draftOfMeta(route, (await dataProvider.getSeoMetaOf(route)).value);
  });
  const set = (change: Partial<SeoMetaDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setHints(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = check(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const input: SeoMetaInput = {
      route: draft.route.trim(),
      title: draft.title.trim(),
      description: draft.description.trim(),
      ogImage: draft.ogImage,
    };
    if (draft.ogTitle.trim()) input.ogTitle = draft.ogTitle.trim();
    setPending(true);
    try {
      const answer = await dataProvider.setSeoMeta(input, draft.revision);
      notify(answer.message, { type: 'success' });
      onSaved(answer.meta);
      setHints(answer.hints);
      stale.clear();
      setMerged(false);
      setDraft(draftOfMeta(answer.meta.route, answer.meta));
      setSaved(draftOfMeta(answer.meta.route, answer.meta));
      if (answer.hints.title.ok && answer.hints.description.ok && answer.hints.url.ok) onClose();
    } catch (error) {
      if (stale.refused(error)) return;
      setErrors(fieldErrorsOf(error));
      notify(errorMessage(error, 'The meta could not be saved, please try again'), { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  /** Their meta replaces what was typed. */
  const reload = async () => {
    try {
      const theirs = await dataProvider.getSeoMetaOf(draft.route.trim());
      setDraft(draftOfMeta(draft.route.trim(), theirs.value));
      setSaved(draftOfMeta(draft.route.trim(), theirs.value));
      setErrors({});
      stale.clear();
      setMerged(false);
      if (theirs.value) onSaved(theirs.value);
    } catch (error) {
      notify(errorMessage(error, 'The meta could not be loaded'), { type: 'error' });
    }
  };
  const keepMine = () => {
    const theirs = stale.conflict?.revision;
    if (theirs !== undefined) setDraft((current) => ({ ...current, revision: theirs }));
    stale.keepMine();
  };

  const readOnly = !canEdit;
  return (
    <Dialog open onClose={close} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby={titleId}>
      {/* A flex column like the dialog's paper, so the content scrolls between a fixed title and fixed buttons. */}
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogTitle id={titleId}>{routeEditable ? 'Add meta for a path' : `Meta for ${initial.route}`}</DialogTitle>
        <DialogContent>
          {hints ? <ServerHints hints={hints} /> : null}
          {stale.conflict ? (
            <ConflictNotice
              what={`the meta of ${draft.route.trim()}`}
              conflict={stale.conflict}
              base={saved}
              mine={draft}
              theirs={stale.theirs}
              plain={plainMeta}
              words={SEO_META_WORDS}
              onMerge={(values, theirs) => {
                // Their version is what the merged draft is based on: its revision, and what it differs from.
                setSaved(theirs);
                setDraft({ ...values, revision: theirs.revision });
                stale.clear();
                setMerged(true);
              }}
              onReload={() => void reload()}
              onKeepMine={keepMine}
            />
          ) : merged ? (
            <MergedNotice revision={saved.revision} />
          ) : null}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Path"
              value={draft.route}
              onChange={(event) => set({ route: event.target.value })}
              error={Boolean(errors.route)}
              helperText={
                errors.route ?? <HintText hint={urlHint(draft.route)} extra="A path of this site, such as /blogs." />
              }
              fullWidth
              slotProps={{
                htmlInput: { readOnly: readOnly || !routeEditable, spellCheck: false, autoCapitalize: 'none' },
              }}
            />
            <TextField
              label="Meta title"
              value={draft.title}
              onChange={(event) => set({ title: event.target.value })}
              error={Boolean(errors.title)}
              helperText={errors.title ?? <HintText hint={titleHint(draft.title)} />}
              fullWidth
              required
              slotProps={{ htmlInput: { readOnly } }}
            />
            <TextField
              label="Meta description"
              value={draft.description}
              onChange={(event) => set({ description: event.target.value })}
              error={Boolean(errors.description)}
              helperText={errors.description ?? <HintText hint={descriptionHint(draft.description)} />}
              fullWidth
              required
              multiline
              minRows={3}
              slotProps={{ htmlInput: { readOnly } }}
            />
            <TextField
              label="Open Graph title"
              value={draft.ogTitle}
              onChange={(event) => set({ ogTitle: event.target.value })}
              error={Boolean(errors.ogTitle)}
              helperText={
                errors.ogTitle ?? (
                  <HintText
                    hint={titleHint(draft.ogTitle)}
                    extra="Shown when the page is shared; empty for the meta title."
                  />
                )
              }
              fullWidth
              slotProps={{ htmlInput: { readOnly } }}
            />
            <ImageUploadField
              label="Open Graph image"
              value={draft.ogImage}
              onChange={(ogImage) => set({ ogImage })}
              removable
              readOnly={readOnly}
              error={errors.ogImage}
              helperText="Shown when the page is shared (1200 × 630 works best)."
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{canEdit ? (hints ? 'Close' : 'Cancel') : 'Close'}</Button>
          {canEdit ? (
            <Button
              type="submit"
              variant="contained"
              disabled={pending}
              startIcon={pending ? <CircularProgress size={16} /> : undefined}
            >
              Save meta
            </Button>
          ) : null}
        </DialogActions>
      </Box>
      <UnsavedWorkGuard dirty={dirty} what={what} />
      {askingToClose && dirty ? (
        <LeaveConfirm what={what} onStay={() => setAskingToClose(false)} onLeave={onClose} />
      ) : null}
    </Dialog>
  );
}
