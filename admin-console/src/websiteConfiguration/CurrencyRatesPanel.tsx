import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, IconButton, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { ConflictNotice, MergedNotice } from '../content/ConflictNotice.tsx';
import { useStaleMerge } from '../content/useStaleMerge.ts';
import { errorMessage, fieldErrorsOf, type FieldErrors } from '../providers/apiError.ts';
import type { CurrencyRates } from '../providers/contentApi.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { numericText } from '../format/numericText.ts';
import { UnsavedWorkGuard } from '../forms/LeaveGuard.tsx';
import {
  BASE,
  CURRENCY_WORDS,
  plainTable,
  rowsOfTable,
  sameTable,
  toRows,
  typedTable,
  type Row,
  type TypedTable,
} from './currencyMerge.ts';

/** Rupees per unit: digits and one decimal point (spec §5), as long as a rate can sensibly be. */
const rateText = numericText({ maxLength: 12 });

/** Problems per row key and field, checked before sending (the server checks again). */
function check(rows: Row[]): Record<number, FieldErrors> {
  const problems: Record<number, FieldErrors> = {};
  const seen = new Set<string>();
  for (const row of rows) {
    const errors: FieldErrors = {};
    if (!/^[A-Z]{3}$/.test(row.code)) errors.code = 'Three capital letters, such as USD';
    else if (seen.has(row.code)) errors.code = 'This currency is listed twice';
    seen.add(row.code);
    if (!row.name.trim()) errors.name = 'Please enter a valid input';
    const rate = Number(row.rate);
    if (row.rate.trim() === '' || !Number.isFinite(rate) || rate <= 0 || rate > 1_000_000)
      errors.rate = 'Rates must be positive';
    if (Object.keys(errors).length > 0) problems[row.key] = errors;
  }
  return problems;
}

/** The server's `rates.USD.inrPerUnit` errors, on the row of that currency. */
const serverProblems = (rows: Row[], errors: FieldErrors): Record<number, FieldErrors> => {
  const problems: Record<number, FieldErrors> = {};
  for (const [path, message] of Object.entries(errors)) {
    const [, code, field] = path.split('.');
    const row = rows.find((r) => r.code === code);
    if (!row) continue;
    const name = field === 'inrPerUnit' ? 'rate' : field === 'name' ? 'name' : 'code';
    problems[row.key] = { ...problems[row.key], [name]: message };
  }
  return problems;
};

/**
 * Spec §3, §9 currency conversion: rupees per one unit of each currency (`GET /user/currency-rates`,
 * `PUT /admin/currency-rates`, the whole table at once). INR stays, with rate 1. A save names the
 * revision of the table it was typed over: when someone else saved meanwhile it is refused, the
 * panel says what they changed, and the rows keep what was typed.
 */
export function CurrencyRatesPanel({ canEdit }: { canEdit: boolean }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [problems, setProblems] = useState<Record<number, FieldErrors>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  /** The revision of the table the rows were typed over (-1: the built-in table, never saved). */
  const [revision, setRevision] = useState(-1);
  /** The rows as last loaded, saved or merged with (null until loaded): rows differing from them are unsaved work. */
  const [savedRows, setSavedRows] = useState<Row[] | null>(null);
  const [merged, setMerged] = useState(false);
  const stale = useStaleMerge(async () => {
    const { value, revision: theirs } = await dataProvider.getCurrencyRates();
    return { rows: toRows(value, () => (keys.current += 1)), revision: theirs };
  });
  const keys = useRef(0);
  const newKey = () => (keys.current += 1);

  useEffect(() => {
    let live = true;
    dataProvider.getCurrencyRates().then(
      ({ value, revision: loaded }) => {
        if (!live) return;
        // Loaded once: a later load (the panel shown again) never replaces rows being typed.
        const loadedRows = toRows(value, () => (keys.current += 1));
        setRows((current) => current ?? loadedRows);
        setSavedRows((current) => current ?? loadedRows);
        setRevision((current) => (current < 0 ? loaded : current));
      },
      (error: unknown) => live && setLoadError(errorMessage(error, 'The currency rates could not be loaded')),
    );
    return () => {
      live = false;
    };
  }, [dataProvider]);

  if (loadError) return <Alert severity="error">{loadError}</Alert>;
  if (!rows) return <Skeleton variant="rounded" height={160} aria-label="Loading the currency rates" />;

  const edit = (key: number, change: Partial<Row>) =>
    setRows(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  /** Their table replaces what was typed. */
  const reload = async () => {
    try {
      const { value, revision: theirs } = await dataProvider.getCurrencyRates();
      const theirRows = toRows(value, newKey);
      setRows(theirRows);
      setSavedRows(theirRows);
      setRevision(theirs);
      setProblems({});
      stale.clear();
      setMerged(false);
    } catch (error) {
      notify(errorMessage(error, 'The currency rates could not be loaded'), { type: 'error' });
    }
  };
  /** The next save is based on their table, and replaces it with the rows as typed. */
  const keepMine = () => {
    if (stale.conflict) setRevision(stale.conflict.revision);
    stale.keepMine();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = check(rows);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      const table: CurrencyRates = Object.fromEntries(
        rows.map((row) => [row.code, { name: row.name.trim(), inrPerUnit: row.code === BASE ? 1 : Number(row.rate) }]),
      );
      const saved = await dataProvider.setCurrencyRates(table, revision);
      notify(saved.message, { type: 'success' });
      const answered = toRows(saved.value, newKey);
      setRows(answered);
      setSavedRows(answered);
      setRevision(saved.revision);
      stale.clear();
      setMerged(false);
    } catch (error) {
      if (stale.refused(error)) return;
      const message = errorMessage(error, 'The currency rates could not be saved, please try again');
      notify(message, { type: 'error' });
      const byRow = serverProblems(rows, fieldErrorsOf(error));
      setProblems(byRow);
      if (Object.keys(byRow).length === 0) setFailure(message);
    } finally {
      setPending(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ maxWidth: 880 }} aria-label="Currency rates">
      <UnsavedWorkGuard dirty={canEdit && !sameTable(rows, savedRows)} what="the currency rates" />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Rupees for one unit of each currency. Indian Rupee stays in the table with rate 1.
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
        {rows.map((row) => {
          const base = row.saved && row.code === BASE;
          const errors = problems[row.key] ?? {};
          return (
            <Stack
              component="li"
              key={row.key}
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ listStyle: 'none', gap: 1, alignItems: { sm: 'flex-start' } }}
            >
              <TextField
                label="Code"
                value={row.code}
                onChange={(event) =>
                  edit(row.key, {
                    code: event.target.value
                      .toUpperCase()
                      .replace(/[^A-Z]/g, '')
                      .slice(0, 3),
                  })
                }
                error={Boolean(errors.code)}
                helperText={errors.code}
                size="small"
                sx={{ width: { sm: 96 } }}
                slotProps={{
                  htmlInput: { readOnly: !canEdit || row.saved, maxLength: 3, autoCapitalize: 'characters' },
                }}
              />
              <TextField
                label="Name"
                value={row.name}
                onChange={(event) => edit(row.key, { name: event.target.value })}
                error={Boolean(errors.name)}
                helperText={errors.name}
                size="small"
                sx={{ flex: 1 }}
                slotProps={{ htmlInput: { readOnly: !canEdit, maxLength: 60 } }}
              />
              <TextField
                label="Rupees per unit"
                value={row.rate}
                onChange={(event) => edit(row.key, { rate: rateText(event.target.value) })}
                error={Boolean(errors.rate)}
                helperText={errors.rate ?? (base ? 'Always 1' : undefined)}
                size="small"
                sx={{ width: { sm: 160 } }}
                slotProps={{ htmlInput: { readOnly: !canEdit || base, inputMode: 'decimal' } }}
              />
              {canEdit && !base ? (
                <IconButton
                  aria-label={`Remove ${row.code || 'this currency'}`}
                  onClick={() => setRows(rows.filter((r) => r.key !== row.key))}
                  sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
                >
                  <DeleteIcon />
                </IconButton>
              ) : null}
            </Stack>
          );
        })}
      </Stack>
      {failure ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      ) : null}
      {stale.conflict ? (
        <Box sx={{ mt: 2 }}>
          <ConflictNotice<TypedTable>
            what="the currency table"
            conflict={stale.conflict}
            base={typedTable(savedRows ?? [])}
            mine={typedTable(rows)}
            theirs={stale.theirs && typedTable(stale.theirs.rows)}
            plain={plainTable}
            words={CURRENCY_WORDS}
            onMerge={(table, theirTable) => {
              if (!stale.theirs) return;
              setRows(rowsOfTable(table, theirTable, newKey));
              setSavedRows(stale.theirs.rows);
              setRevision(stale.theirs.revision);
              setProblems({});
              stale.clear();
              setMerged(true);
            }}
            onReload={reload}
            onKeepMine={keepMine}
          />
        </Box>
      ) : merged ? (
        <Box sx={{ mt: 2 }}>
          <MergedNotice revision={revision} />
        </Box>
      ) : null}
      {canEdit ? (
        <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
          <Button
            startIcon={<AddIcon />}
            onClick={() => setRows([...rows, { key: newKey(), code: '', name: '', rate: '', saved: false }])}
          >
            Add currency
          </Button>
          <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={pending}>
            Save currency rates
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}
