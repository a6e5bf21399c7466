import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Button as MuiButton,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  ListItemText,
  Menu,
  MenuItem,
  TextField,
} from '@mui/material';
import { useId, useState, type FormEvent, type MouseEvent } from 'react';
import { Button, useDataProvider, useListContext, useNotify, useResourceContext } from 'react-admin';
import { useListFilters } from '../content/useListFilters.ts';
import { errorMessage } from '../providers/apiError.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { saveFile } from './LeadChips.tsx';

/** Downloads the CSV of the list's current filters (every page); answers whether a file was saved. */
function useExport() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const resource = useResourceContext() ?? 'leads';
  const { filters } = useListFilters();
  const [pending, setPending] = useState(false);
  const run = async (full: boolean, reason?: string): Promise<boolean> => {
    setPending(true);
    try {
      const file = await dataProvider.exportLeads({
        resource,
        filter: filters,
        full,
        ...(reason ? { reason } : {}),
      });
      if (!file?.blob) return false;
      saveFile(file);
      notify(
        full
          ? 'Export with full contact details downloaded and recorded'
          : 'Export downloaded: phone numbers and emails are masked',
        { type: 'info' },
      );
      return true;
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
      return false;
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
}

/**
 * The full export's dialog: it says the export is recorded and asks why (the reason is kept with
 * the record).
 */
function FullExportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { run, pending } = useExport();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const reasonError = touched && reason.trim() === '' ? 'Please say why you need full contact details' : undefined;

  const close = () => {
    if (pending) return;
    setReason('');
    setTouched(false);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (reason.trim() === '') return;
    if (await run(true, reason.trim())) {
      setReason('');
      setTouched(false);
      onClose();
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Export with full contact details</DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            This export is recorded: your name, the time, how many leads and your reason are kept in the audit log.
          </Alert>
          <DialogContentText sx={{ mb: 2 }}>
            The file holds phone numbers and email addresses in clear for every lead of the current list and filters.
            Keep it only as long as you need it, and never share it outside Aangan.
          </DialogContentText>
          <TextField
            label="Reason for the export"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            required
            fullWidth
            autoFocus
            multiline
            minRows={2}
            error={reasonError !== undefined}
            helperText={reasonError ?? 'For example: call campaign for the Noida projects'}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close} disabled={pending}>
            Cancel
          </MuiButton>
          <MuiButton
            type="submit"
            variant="contained"
            disabled={pending}
            startIcon={pending ? <CircularProgress size={16} /> : <DownloadIcon />}
          >
            Export
          </MuiButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * CSV of the leads the list shows: phone and email masked. Admins get a menu instead, with the
 * export with full contact details beside the masked one. Every export is recorded by the API.
 */
export function LeadExportButton({ fullAllowed }: { fullAllowed: boolean }) {
  const { run, pending } = useExport();
  const { total } = useListContext();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const icon = pending ? <CircularProgress size={16} /> : <DownloadIcon />;
  const empty = total === 0;

  if (!fullAllowed)
    return (
      <Button label="Export" onClick={() => void run(false)} disabled={pending || empty}>
        {icon}
      </Button>
    );

  return (
    <>
      <Button
        label="Export"
        onClick={(event: MouseEvent<HTMLButtonElement>) => setAnchor(event.currentTarget)}
        disabled={pending || empty}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
      >
        {icon}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void run(false);
          }}
        >
          <ListItemText
            primary="Export with masked contact details"
            secondary="Phone numbers and emails partly hidden"
          />
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setDialogOpen(true);
          }}
        >
          <ListItemText
            primary="Export with full contact details"
            secondary="Admins only; asks for a reason and is recorded"
          />
        </MenuItem>
      </Menu>
      <FullExportDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </>
  );
}
