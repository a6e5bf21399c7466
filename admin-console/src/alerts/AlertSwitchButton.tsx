import PauseIcon from '@mui/icons-material/Pause';
import PlayIcon from '@mui/icons-material/PlayArrow';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify } from 'react-admin';
import type { AlertOverview } from '@aangan/contracts/browser';
import { staleConflictOf } from '../content/staleConflict.ts';
import { errorMessage, statusOf } from '../providers/apiError.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { digestHourText } from './alertLabels.ts';

/**
 * Pauses or resumes alert mail for everyone (admins), after a confirmation, from the overview as
 * shown (its revision, If-Match). When someone else flipped the switch meanwhile (412), or it is
 * already in that state (409), says so and reads the overview again.
 */
export function AlertSwitchButton({
  overview,
  onChanged,
  onReload,
}: {
  overview: AlertOverview;
  onChanged(overview: AlertOverview): void;
  onReload(): void;
}) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const pausing = !overview.paused;

  const confirm = async () => {
    setPending(true);
    try {
      const changed = await dataProvider.setAlertsPaused(pausing, overview.revision);
      setOpen(false);
      onChanged(changed);
      notify(pausing ? 'Alerts paused for everyone' : 'Alerts resumed for everyone', { type: 'success' });
    } catch (error) {
      const stale = staleConflictOf(error);
      if (stale || statusOf(error) === 409) {
        setOpen(false);
        const what = stale && stale.changed.length > 0 ? ` (${stale.changed.join('; ')})` : '';
        notify(
          stale
            ? `Not changed: someone else changed the alerts switch after you opened it${what}. The page now shows their version.`
            : `Not changed: ${errorMessage(error)}. The page now shows the switch as it is.`,
          { type: 'warning', autoHideDuration: 10_000 },
        );
        onReload();
        return;
      }
      notify(errorMessage(error, 'The alerts switch could not be changed, please try again'), { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button
        variant="contained"
        color={pausing ? 'warning' : 'primary'}
        startIcon={pausing ? <PauseIcon /> : <PlayIcon />}
        onClick={() => setOpen(true)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {pausing ? 'Pause alerts' : 'Resume alerts'}
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={pausing ? 'Pause alerts for everyone?' : 'Resume alerts for everyone?'}
        content={
          pausing
            ? 'No alert mail goes out while paused; confirmation mails still do.'
            : `Digests go out again from the next daily digest at ${digestHourText(overview.digestHour)}.`
        }
        confirm={pausing ? 'Pause alerts' : 'Resume alerts'}
        confirmColor={pausing ? 'warning' : 'primary'}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
