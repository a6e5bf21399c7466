import AutoAwesomeIcon from '@mui/icons-material/AutoAwesomeOutlined';
import { Box, Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { Confirm, TextInput, useDataProvider, useNotify } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { errorMessage } from '../../providers/apiError.ts';
import type { AdminDataProvider } from '../../providers/dataProvider.ts';
import { useBuilder } from './builderContext.ts';
import { toCommandBody, type ProjectFormValues } from './projectForm.ts';

/**
 * The description, and "Generate description": the API writes one from what the form holds now
 * (saved or not). A description already typed is replaced only after the admin agrees.
 */
export function DescriptionInput() {
  const { getValues, setValue } = useFormContext<ProjectFormValues>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const { readOnly } = useBuilder();
  const [generating, setGenerating] = useState(false);
  const [proposal, setProposal] = useState<string | null>(null);

  const applyDescription = (description: string) => {
    setValue('description', description, { shouldDirty: true, shouldValidate: true });
    setProposal(null);
    notify('Description generated: read it through and change what you like.', { type: 'success' });
  };

  const generate = async () => {
    setGenerating(true);
    try {
      const description = await dataProvider.generateProjectDescription(toCommandBody(getValues()));
      if (getValues('description')?.trim()) setProposal(description);
      else applyDescription(description);
    } catch (error) {
      notify(errorMessage(error, 'The description could not be generated, please try again'), { type: 'error' });
    } finally {
      setGenerating(false);
    }
  };

  return (
    <Box>
      <TextInput
        source="description"
        label="Description"
        multiline
        minRows={5}
        fullWidth
        readOnly={readOnly}
        helperText="Shown under Overview on the project page; blank lines start new paragraphs."
      />
      {readOnly ? null : (
        <Button
          size="small"
          variant="outlined"
          onClick={() => void generate()}
          disabled={generating}
          startIcon={generating ? <CircularProgress size={16} /> : <AutoAwesomeIcon />}
          sx={{ mb: 2 }}
        >
          Generate description
        </Button>
      )}
      <Confirm
        isOpen={proposal !== null}
        title="Replace the description?"
        content="A new description was written from the project's details. Replace the one in the box with it?"
        confirm="Replace"
        onConfirm={() => proposal !== null && applyDescription(proposal)}
        onClose={() => setProposal(null)}
      />
    </Box>
  );
}
