import { Alert } from '@mui/material';
import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin';
import type { ArticleKind } from '@aangan/contracts';
import { articleSavedMessage } from '@aangan/contracts/browser';
import { errorMessage } from '../providers/apiError.ts';
import { ArticleInputs } from './ArticleInputs.tsx';
import { ARTICLE_KIND_LABELS } from './articleKinds.ts';
import type { ArticleFormValues, ArticleRecord } from '../providers/articleRecord.ts';
import { SaveToolbar } from '../forms/SaveButton.tsx';
import { FormLeaveGuard } from '../forms/LeaveGuard.tsx';

const TITLES: Record<ArticleKind, string> = {
  blog: 'Write a blog post',
  news: 'Write a news item',
  award: 'Add an award',
};

/**
 * A new blog post, news item or award (POST /articles/create-article). The spec's routes
 * /admin/create/blog, /admin/create/news and /admin/create/awards open it with their kind chosen.
 * Saved, it opens in the edit page, where the Open Graph image can be added.
 */
export function ArticleCreate({ kind = 'blog' }: { kind?: ArticleKind }) {
  const notify = useNotify();
  const redirect = useRedirect();
  const defaults: ArticleFormValues = {
    kind,
    title: '',
    content: '',
    customUrl: '',
    featuredImage: null,
    metaDescription: '',
    ogTitle: '',
  };
  return (
    <Create<ArticleRecord>
      resource="articles"
      title={TITLES[kind] ?? `New ${ARTICLE_KIND_LABELS[kind]}`}
      mutationOptions={{
        onSuccess: (data) => {
          notify(articleSavedMessage(data.kind), { type: 'success' });
          redirect('edit', 'articles', data.id);
        },
        onError: (error) =>
          notify(errorMessage(error, 'The article could not be saved, please try again'), { type: 'error' }),
      }}
    >
      <SimpleForm
        defaultValues={defaults}
        toolbar={<SaveToolbar />}
        warnWhenUnsavedChanges
        WarnWhenUnsavedChangesComponent={FormLeaveGuard}
      >
        <ArticleInputs />
        <Alert severity="info" sx={{ mt: 1, maxWidth: 880 }}>
          Add an Open Graph image (the picture shown when the article is shared) after saving.
        </Alert>
      </SimpleForm>
    </Create>
  );
}

/** `/admin/create/blog` and its twins (custom routes, keyed by kind so switching kind starts afresh). */
export default function ArticleCreateRoute({ kind }: { kind: ArticleKind }) {
  return <ArticleCreate key={kind} kind={kind} />;
}
