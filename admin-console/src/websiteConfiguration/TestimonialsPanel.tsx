import DeleteIcon from '@mui/icons-material/Delete';
import { Avatar, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import {
  Confirm,
  Form,
  RadioButtonGroupInput,
  TextInput,
  maxLength,
  required,
  useDataProvider,
  useNotify,
} from 'react-admin';
import { ImageUploadInput } from '../content/ImageUploadInput.tsx';
import { errorMessage, fieldErrorsOf } from '../providers/apiError.ts';
import type { Testimonial, TestimonialInput } from '../providers/contentApi.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { EmptyState } from './PanelStates.tsx';
import { SaveButton } from '../forms/SaveButton.tsx';
import { FormLeaveGuard } from '../forms/LeaveGuard.tsx';

const KIND_CHOICES = [
  { id: 'client', name: 'Client' },
  { id: 'employee', name: 'Employee' },
];
const kindLabel = (kind: string) => KIND_CHOICES.find((choice) => choice.id === kind)?.name ?? kind;
/** A text input's value, trimmed; an emptied input (null) as ''. */
const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const EMPTY: TestimonialInput = { kind: 'client', name: '', content: '', role: '', photoUrl: null };
const NAME_RULES = [required('Please enter a name'), maxLength(80, 'Please keep this under 80 characters')];
const CONTENT_RULES = [
  required('Please write the testimonial'),
  maxLength(2000, 'Please keep this under 2000 characters'),
];
const ROLE_RULES = [maxLength(80, 'Please keep this under 80 characters')];

function TestimonialCard({
  testimonial,
  canEdit,
  onDeleted,
}: {
  testimonial: Testimonial;
  canEdit: boolean;
  onDeleted(id: string): void;
}) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const remove = async () => {
    setPending(true);
    try {
      const { message } = await dataProvider.deleteTestimonial(testimonial._id);
      notify(message, { type: 'success' });
      setOpen(false);
      onDeleted(testimonial._id);
    } catch (error) {
      notify(errorMessage(error, 'The testimonial could not be deleted, please try again'), { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Avatar src={testimonial.photoUrl ?? undefined} alt="">
          {testimonial.name.charAt(0)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="h4" variant="subtitle2">
              {testimonial.name}
            </Typography>
            <Chip size="small" variant="outlined" label={kindLabel(testimonial.kind)} />
          </Stack>
          {testimonial.role ? (
            <Typography variant="caption" color="text.secondary" component="div">
              {testimonial.role}
            </Typography>
          ) : null}
          <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {testimonial.content}
          </Typography>
        </Box>
        {canEdit ? (
          <>
            <Button
              size="small"
              color="error"
              startIcon={<DeleteIcon />}
              onClick={() => setOpen(true)}
              aria-label={`Delete the testimonial of ${testimonial.name}`}
            >
              Delete
            </Button>
            <Confirm
              isOpen={open}
              loading={pending}
              title="Delete this testimonial?"
              content={`The testimonial of ${testimonial.name} leaves the site at once.`}
              confirm="Delete"
              confirmColor="warning"
              onConfirm={remove}
              onClose={() => setOpen(false)}
            />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** `POST /admin/create/testimonial`; the server's field errors show under the inputs. */
function AddTestimonialForm({ onAdded, focus }: { onAdded(testimonial: Testimonial): void; focus: boolean }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [generation, setGeneration] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focus) return;
    box.current?.scrollIntoView({ block: 'center' });
    box.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
  }, [focus]);

  const save = async (values: Record<string, unknown>) => {
    const role = trimmed(values.role);
    const input: TestimonialInput = {
      kind: values.kind === 'employee' ? 'employee' : 'client',
      name: trimmed(values.name),
      content: trimmed(values.content),
      ...(role ? { role } : {}),
      photoUrl: typeof values.photoUrl === 'string' && values.photoUrl ? values.photoUrl : null,
    };
    try {
      const { message, id } = await dataProvider.addTestimonial(input);
      notify(message, { type: 'success' });
      onAdded({
        _id: id,
        kind: input.kind,
        name: input.name,
        content: input.content,
        role: input.role ?? '',
        photoUrl: input.photoUrl ?? null,
        deleted: false,
        createdAt: new Date().toISOString(),
      });
      setGeneration((n) => n + 1);
      return undefined;
    } catch (error) {
      notify(errorMessage(error, 'The testimonial could not be added, please try again'), { type: 'error' });
      const fields = fieldErrorsOf(error);
      return Object.keys(fields).length > 0 ? fields : undefined;
    }
  };

  return (
    <Box ref={box} component="section" aria-labelledby="add-testimonial" sx={{ mt: 3, maxWidth: 880 }}>
      <Typography id="add-testimonial" component="h4" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Add a testimonial
      </Typography>
      <Form
        key={generation}
        record={EMPTY}
        onSubmit={save}
        noValidate
        warnWhenUnsavedChanges
        WarnWhenUnsavedChangesComponent={FormLeaveGuard}
      >
        <RadioButtonGroupInput source="kind" label="From" choices={KIND_CHOICES} row validate={required()} />
        <TextInput source="name" label="Name" validate={NAME_RULES} fullWidth />
        <TextInput
          source="role"
          label="Role (optional)"
          validate={ROLE_RULES}
          fullWidth
          helperText="e.g. Bought in Noida, or Sales advisor"
        />
        <TextInput source="content" label="Testimonial" validate={CONTENT_RULES} multiline minRows={3} fullWidth />
        <ImageUploadInput source="photoUrl" label="Photo (optional)" optional />
        <SaveButton label="Add testimonial" />
      </Form>
    </Box>
  );
}

/** Client and employee testimonials on the home page: add (admins), delete with confirmation. */
export function TestimonialsPanel({
  testimonials,
  canEdit,
  focusAdd,
  onChange,
}: {
  testimonials: Testimonial[];
  canEdit: boolean;
  focusAdd: boolean;
  onChange(testimonials: Testimonial[]): void;
}) {
  return (
    <Box>
      {testimonials.length === 0 ? (
        <EmptyState />
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, maxWidth: 880 }}>
          {testimonials.map((testimonial) => (
            <TestimonialCard
              key={testimonial._id}
              testimonial={testimonial}
              canEdit={canEdit}
              onDeleted={(id) => onChange(testimonials.filter((t) => t._id !== id))}
            />
          ))}
        </Stack>
      )}
      {canEdit ? <AddTestimonialForm focus={focusAdd} onAdded={(added) => onChange([added, ...testimonials])} /> : null}
    </Box>
  );
}
