import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect, useId, useRef } from 'react';
import { useFormState, type Control } from 'react-hook-form';
import { useBlocker } from 'react-router-dom';

const LEAVE_TITLE = 'Leave without saving?';

interface LeaveGuardProps {
  /** There is typed work that is not saved. */
  dirty: boolean;
  /** The work in a sentence: 'this project', 'this article'. */
  what?: string;
  /** Read at the moment of leaving: true lets this one navigation through (a save that moves on). */
  allowed?: () => boolean;
  /** The admin chose to leave and lose the changes. */
  onDiscard?(): void;
}

/**
 * Asks before unsaved work is lost: a move to another screen of the console (menu, links, Back)
 * is held until the admin stays or leaves, and closing or reloading the tab gets the browser's own
 * question. Moving within the same address (a tab's query or hash) is not leaving.
 */
export function LeaveGuard({ dirty, what = 'this form', allowed, onDiscard }: LeaveGuardProps) {
  const latest = useRef({ dirty, allowed });
  latest.current = { dirty, allowed };
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      latest.current.dirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      !(latest.current.allowed?.() ?? false),
  );
  const blocked = blocker.state === 'blocked';

  // Work saved while a move was held (a save that navigates on): nothing is lost any more, so go.
  useEffect(() => {
    if (blocked && !dirty) blocker.proceed();
  }, [blocked, dirty, blocker]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chrome before 119 asks only when returnValue is set.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  if (!blocked || !dirty) return null;
  return (
    <LeaveConfirm
      what={what}
      onStay={() => blocker.reset()}
      onLeave={() => {
        onDiscard?.();
        blocker.proceed();
      }}
    />
  );
}

/**
 * The question itself, for a way of leaving that is not a move of the router (closing a dialog):
 * stay (the default) or leave and lose the changes.
 */
export function LeaveConfirm({
  what = 'this form',
  onStay,
  onLeave,
}: {
  what?: string;
  onStay(): void;
  onLeave(): void;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open onClose={onStay} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{LEAVE_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          Your changes to {what} are not saved. If you leave now, they are lost.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button color="error" onClick={onLeave}>
          Leave and discard
        </Button>
        <Button variant="contained" autoFocus onClick={onStay}>
          Stay
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * LeaveGuard for react-admin's forms: `<SimpleForm warnWhenUnsavedChanges
 * WarnWhenUnsavedChangesComponent={FormLeaveGuard}>` asks with the console's dialog instead of the
 * browser's confirm box. A save on its way or done is not unsaved work (it moves on by itself).
 */
export function FormLeaveGuard({ formControl }: { formControl?: Control }) {
  const { dirtyFields, isSubmitting, isSubmitSuccessful } = useFormState(
    formControl ? { control: formControl } : undefined,
  );
  // Mounted only while there is unsaved work: a page of several forms then holds a single blocker
  // (a router consults only its latest) belonging to the form being typed in.
  return Object.keys(dirtyFields).length > 0 && !isSubmitting && !isSubmitSuccessful ? <LeaveGuard dirty /> : null;
}

/**
 * LeaveGuard for a form that keeps its values itself, mounted only while there is unsaved work: a page
 * of several such forms then holds a blocker for each form being typed in, and none for the others.
 */
export function UnsavedWorkGuard({ dirty, what }: { dirty: boolean; what: string }) {
  return dirty ? <LeaveGuard dirty what={what} /> : null;
}
