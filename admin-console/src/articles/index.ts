import ArticleIcon from '@mui/icons-material/Article';
import { lazy } from 'react';
import type { ArticleRecord } from '../providers/articleRecord.ts';

// Loaded on first visit; the rich-text editor is a further chunk that only the forms fetch.
const ArticleList = lazy(() => import('./ArticleList.tsx').then((module) => ({ default: module.ArticleList })));
const ArticleCreate = lazy(() => import('./ArticleCreate.tsx').then((module) => ({ default: module.ArticleCreate })));
const ArticleEdit = lazy(() => import('./ArticleEdit.tsx').then((module) => ({ default: module.ArticleEdit })));
const ArticleShow = lazy(() => import('./ArticleShow.tsx').then((module) => ({ default: module.ArticleShow })));
/** The spec's /admin/create/blog, /news and /awards routes. */
export const ArticleCreateRoute = lazy(() => import('./ArticleCreate.tsx'));

const recordRepresentation = (record: ArticleRecord) => record.title;

/** Admins write (create, edit); auditors read (show). */
export const articleScreens = (role: unknown) =>
  role === 'admin'
    ? { list: ArticleList, create: ArticleCreate, edit: ArticleEdit, icon: ArticleIcon, recordRepresentation }
    : { list: ArticleList, show: ArticleShow, icon: ArticleIcon, recordRepresentation };
