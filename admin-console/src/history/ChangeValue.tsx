import { Box, Link, Typography } from '@mui/material';
import { fileNameOf, isAddress, isEmptyValue, isImageAddress, valueText } from './changeText.ts';

const LONG_TEXT = 160;

function Thumbnail({ src, label }: { src: string; label: string }) {
  return (
    <Link
      href={src}
      target="_blank"
      rel="noopener"
      sx={{ display: 'inline-block', lineHeight: 0 }}
      aria-label={`${label}: ${fileNameOf(src)} (opens in a new tab)`}
    >
      <Box
        component="img"
        src={src}
        alt=""
        loading="lazy"
        sx={{ width: 72, height: 54, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
      />
    </Link>
  );
}

function FileLink({ href }: { href: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere' }}>
      {fileNameOf(href)}
    </Link>
  );
}

/**
 * One side of a change: images as thumbnails that open the file, other files as links, long text
 * folded (the native disclosure works by keyboard and for screen readers), the rest in words.
 */
export function ChangeValue({ path, label, value }: { path: string; label: string; value: unknown }) {
  if (isEmptyValue(value)) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        —
      </Typography>
    );
  }
  if (Array.isArray(value) && value.length > 0 && value.every((item) => isAddress(item))) {
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {value.map((item: string) =>
          isImageAddress(path, item) ? (
            <Thumbnail key={item} src={item} label={label} />
          ) : (
            <FileLink key={item} href={item} />
          ),
        )}
      </Box>
    );
  }
  if (isImageAddress(path, value)) return <Thumbnail src={value} label={label} />;
  if (isAddress(value)) return <FileLink href={value} />;
  const text = valueText(path, value);
  if (text.length > LONG_TEXT) {
    return (
      <Box component="details" sx={{ typography: 'body2', '& summary': { cursor: 'pointer' } }}>
        <Box component="summary" sx={{ overflowWrap: 'anywhere' }}>
          {text.slice(0, LONG_TEXT)}…
        </Box>
        <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>{text}</Box>
      </Box>
    );
  }
  return (
    <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {text}
    </Typography>
  );
}
