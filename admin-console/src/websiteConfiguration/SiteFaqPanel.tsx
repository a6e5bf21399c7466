import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { Confirm, useDataProvider } from 'react-admin';
import { ConflictNotice, MergedNotice } from '../content/ConflictNotice.tsx';
import type { FieldWords } from '../content/MergePanel.tsx';
import { useStaleMerge } from '../content/useStaleMerge.ts';
import type { FieldErrors } from '../providers/apiError.ts';
import type { FaqInput, SiteFaq } from '../providers/contentApi.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { UnsavedWorkGuard } from '../forms/LeaveGuard.tsx';
import { EmptyState } from './PanelStates.tsx';
import { isBuiltIn, useFaqCommands, type FaqBase, type FaqCommands } from './useFaqCommands.ts';

const QUESTION_MAX = 300;
const ANSWER_MAX = 3000;

const FAQ_WORDS: FieldWords = { labelOf: (key) => (key === 'question' ? 'Question' : 'Answer') };
const plainFaq = (faq: FaqInput): Record<string, unknown> => ({
  question: faq.question.trim(),
  answer: faq.answer.trim(),
});

const checkFaq = (input: FaqInput): FieldErrors => {
  const errors: FieldErrors = {};
  if (!input.question.trim()) errors.question = 'Please enter the question';
  if (!input.answer.trim()) errors.answer = 'Please enter the answer';
  return errors;
};

function FaqFields({
  value,
  onChange,
  errors,
}: {
  value: FaqInput;
  onChange(value: FaqInput): void;
  errors: FieldErrors;
}) {
  return (
    <>
      <TextField
        label="Question"
        value={value.question}
        onChange={(event) => onChange({ ...value, question: event.target.value })}
        error={Boolean(errors.question)}
        helperText={errors.question}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { maxLength: QUESTION_MAX } }}
      />
      <TextField
        label="Answer"
        value={value.answer}
        onChange={(event) => onChange({ ...value, answer: event.target.value })}
        error={Boolean(errors.answer)}
        helperText={errors.answer}
        fullWidth
        multiline
        minRows={2}
        size="small"
        slotProps={{ htmlInput: { maxLength: ANSWER_MAX } }}
      />
    </>
  );
}

function FaqItem({
  faq,
  index,
  canEdit,
  commands,
  onReload,
}: {
  faq: SiteFaq;
  index: number;
  canEdit: boolean;
  commands: FaqCommands;
  onReload(): void;
}) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [value, setValue] = useState<FaqInput>({ question: faq.question, answer: faq.answer });
  const [local, setLocal] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const stale = useStaleMerge(async () => {
    const theirs = (await dataProvider.getWebsiteConfiguration()).faqs.find((item) => item._id === faq._id);
    if (!theirs) throw new Error('This FAQ is no longer listed');
    return theirs;
  });
  const { clear: clearConflict } = stale;
  /** Their revision, once the admin keeps their own text over it; and which change was refused. */
  const [kept, setKept] = useState<number | null>(null);
  const [refused, setRefused] = useState<'saved' | 'deleted'>('saved');
  /** Their version, once merged with: what the text typed now differs from. */
  const [mergedWith, setMergedWith] = useState<SiteFaq | null>(null);
  const shown = mergedWith ?? faq;
  useEffect(() => setValue({ question: faq.question, answer: faq.answer }), [faq.question, faq.answer]);
  // A newer version of the FAQ arrived (saved here, or reloaded): any conflict is settled.
  useEffect(() => {
    setKept(null);
    setMergedWith(null);
    clearConflict();
  }, [faq.revision, clearConflict]);
  const changed = value.question !== shown.question || value.answer !== shown.answer;
  const base: FaqBase = { revision: kept ?? faq.revision ?? -1, onStale: stale.refused };
  const { conflict } = stale;

  if (!canEdit) {
    return (
      <Box component="li" sx={{ py: 1 }}>
        <Typography variant="subtitle2">{faq.question}</Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {faq.answer}
        </Typography>
      </Box>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = checkFaq(value);
    setLocal(problems);
    if (Object.keys(problems).length > 0) return;
    setRefused('saved');
    void commands.save(faq, { question: value.question.trim(), answer: value.answer.trim() }, base);
  };
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent
        component="form"
        onSubmit={submit}
        noValidate
        aria-label={`FAQ ${index + 1}`}
        sx={{ display: 'grid', gap: 1.5 }}
      >
        <UnsavedWorkGuard dirty={changed} what={`FAQ ${index + 1}`} />
        {conflict ? (
          <ConflictNotice<FaqInput>
            what="this FAQ"
            refused={refused}
            conflict={conflict}
            base={shown}
            mine={value}
            theirs={refused === 'saved' ? stale.theirs : null}
            plain={plainFaq}
            words={FAQ_WORDS}
            onMerge={(merged) => {
              if (!stale.theirs) return;
              setValue({ question: merged.question, answer: merged.answer });
              setMergedWith(stale.theirs);
              setKept(stale.theirs.revision ?? conflict.revision);
              stale.clear();
            }}
            onReload={onReload}
            onKeepMine={() => {
              setKept(conflict.revision);
              stale.keepMine();
            }}
          />
        ) : mergedWith ? (
          <MergedNotice revision={kept ?? -1} />
        ) : null}
        <FaqFields value={value} onChange={setValue} errors={{ ...commands.errorsFor(faq._id), ...local }} />
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button
            type="submit"
            size="small"
            variant="outlined"
            startIcon={<SaveIcon />}
            disabled={(!changed && !conflict?.keptMine) || commands.pending}
          >
            Save FAQ
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteIcon />}
            disabled={commands.pending}
            onClick={() => setConfirming(true)}
          >
            Delete
          </Button>
        </Stack>
        <Confirm
          isOpen={confirming}
          loading={commands.pending}
          title="Delete this FAQ?"
          content={faq.question}
          confirm="Delete"
          confirmColor="warning"
          onConfirm={async () => {
            setRefused('deleted');
            // Refused for someone else's newer save: the dialog closes so the card's explanation shows.
            if ((await commands.remove(faq, base)) !== 'failed') setConfirming(false);
          }}
          onClose={() => setConfirming(false)}
        />
      </CardContent>
    </Card>
  );
}

function AddFaqForm({ commands }: { commands: FaqCommands }) {
  const [value, setValue] = useState<FaqInput>({ question: '', answer: '' });
  const [local, setLocal] = useState<FieldErrors>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = checkFaq(value);
    setLocal(problems);
    if (Object.keys(problems).length > 0) return;
    if ((await commands.add({ question: value.question.trim(), answer: value.answer.trim() })) === 'saved')
      setValue({ question: '', answer: '' });
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      aria-labelledby="add-faq"
      sx={{ mt: 2, display: 'grid', gap: 1.5 }}
    >
      <UnsavedWorkGuard dirty={value.question.trim() !== '' || value.answer.trim() !== ''} what="the new FAQ" />
      <Typography id="add-faq" component="h4" variant="subtitle2">
        Add an FAQ
      </Typography>
      <FaqFields value={value} onChange={setValue} errors={{ ...commands.errorsFor('new'), ...local }} />
      <Button
        type="submit"
        variant="contained"
        size="small"
        startIcon={<AddIcon />}
        disabled={commands.pending}
        sx={{ justifySelf: 'start' }}
      >
        Add FAQ
      </Button>
    </Box>
  );
}

/** The /faqs page (and what the assistant answers from): questions and answers in order. */
export function SiteFaqPanel({
  faqs,
  canEdit,
  onChange,
  onReload,
}: {
  faqs: SiteFaq[];
  canEdit: boolean;
  onChange(faqs: SiteFaq[]): void;
  onReload(): void;
}) {
  const commands = useFaqCommands(faqs, onChange);
  return (
    <Box sx={{ maxWidth: 880 }}>
      {canEdit && isBuiltIn(faqs) ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          These are the built-in FAQs, shown until you write your own. Your first change saves them all as your own
          list.
        </Alert>
      ) : null}
      {faqs.length === 0 ? (
        <EmptyState />
      ) : (
        <Stack component={canEdit ? 'ol' : 'ul'} spacing={1.5} sx={{ m: 0, p: 0, pl: canEdit ? 0 : 2 }}>
          {faqs.map((faq, index) => (
            <FaqItem key={faq._id} faq={faq} index={index} canEdit={canEdit} commands={commands} onReload={onReload} />
          ))}
        </Stack>
      )}
      {canEdit ? <AddFaqForm commands={commands} /> : null}
    </Box>
  );
}
