import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Alert, List, ListItem, ListItemIcon, ListItemText, Stack } from '@mui/material';
import { countText } from '../format/countText.ts';
import type { SeoHints } from '../providers/contentApi.ts';

interface HintLine {
  ok: boolean;
  text: string;
}

/** Each hint in words: within the ideal it reads as information, past it as what to shorten. */
const serverHintLines = (hints: SeoHints): HintLine[] => {
  const { title, description, url } = hints;
  return [
    {
      ok: title.ok,
      text: title.ok
        ? `Title: ${countText(title.length, 'character')}, within the hint (ideal ${title.ideal}, under ${title.under} is best)`
        : `Title: ${countText(title.length, 'character')}, past the hint (ideal ${title.ideal}, under ${title.under} is best)`,
    },
    {
      ok: description.ok,
      text: `Description: ${countText(description.length, 'character')}, ${countText(description.words, 'word')}, ${description.ok ? 'within' : 'past'} the hint (ideal ${description.ideal} characters, under ${description.wordsUnder} words)`,
    },
    {
      ok: url.ok,
      text: url.ok
        ? `Path: ${countText(url.length, 'character')}, within the ideal ${url.ideal}`
        : `Path: ${countText(url.length, 'character')}, longer than the ideal ${url.ideal}`,
    },
  ];
};

function HintList({ lines }: { lines: HintLine[] }) {
  return (
    <List dense disablePadding>
      {lines.map((line) => (
        <ListItem key={line.text} disableGutters>
          <ListItemIcon sx={{ minWidth: 28 }}>
            {line.ok ? (
              <CheckCircleOutlineIcon fontSize="small" color="success" />
            ) : (
              <WarningAmberIcon fontSize="small" color="warning" />
            )}
          </ListItemIcon>
          <ListItemText primary={line.text} />
        </ListItem>
      ))}
    </List>
  );
}

/**
 * The server's verdict on the saved meta (spec §9 hints): what is past a hint in a warning, what is
 * within them as information.
 */
export function ServerHints({ hints }: { hints: SeoHints }) {
  const lines = serverHintLines(hints);
  const past = lines.filter((line) => !line.ok);
  const within = lines.filter((line) => line.ok);
  return (
    <Stack spacing={1} sx={{ mb: 2 }} role="status">
      {past.length > 0 ? (
        <Alert severity="warning">
          Saved, but some of it is past the hints:
          <HintList lines={past} />
        </Alert>
      ) : null}
      {within.length > 0 ? (
        <Alert severity="success">
          {past.length > 0 ? 'Within the hints:' : 'Saved. Everything is within the hints.'}
          <HintList lines={within} />
        </Alert>
      ) : null}
    </Stack>
  );
}
