import { LEAD_SUCCESS, type PublicProject } from '@aangan/contracts/browser';
import { projectViewOf, successAnswer, type ProjectView } from '../model/apiResponses.ts';
import { useToast } from '../components/Toasts.tsx';
import { useStrings } from '../i18n/strings.tsx';
import { useMessage } from '../i18n/useMessage.ts';
import { ContactForm } from './ContactForm.tsx';

interface ProjectUnlockFormProps {
  project: ProjectView;
  idPrefix: string;
  /** The project again, read with the visitor's new cookie: floor plans, RERA details and brochure included. */
  onUnlocked: (project: ProjectView) => void;
}

/** Spec §6: the contact form inside a project page; once sent, the withheld details appear in place. */
export default function ProjectUnlockForm({ project, idPrefix, onUnlocked }: ProjectUnlockFormProps) {
  const toast = useToast();
  const t = useStrings().forms.unlock;
  const message = useMessage();
  const reload = async () => {
    toast(message(LEAD_SUCCESS.contact));
    const path = `/api/v1/project/view-project?_id=${encodeURIComponent(project._id)}`;
    try {
      const response = await fetch(path, {
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
        cache: 'no-store',
      });
      if (!response.ok) throw new Error(`The project answered ${response.status}`);
      // The page keeps its own address for share links (the site origin may be fixed by the server).
      const { result } = successAnswer<{ result: PublicProject }>(await response.json(), path);
      onUnlocked({ ...projectViewOf(result, location.origin), url: project.url });
    } catch {
      // The cookie is set: the server renders the unlocked page.
      location.reload();
    }
  };
  return (
    <ContactForm
      idPrefix={idPrefix}
      autoFocus
      submitLabel={t.submit}
      defaultMessage={t.message(project.projectTitle)}
      onSent={() => void reload()}
    />
  );
}
