import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';

// Only admins get this resource; its screens load on first visit.
const UserList = lazy(() => import('./UserList.tsx').then((module) => ({ default: module.UserList })));
const UserCreate = lazy(() => import('./UserCreate.tsx').then((module) => ({ default: module.UserCreate })));
const UserShow = lazy(() => import('./UserShow.tsx').then((module) => ({ default: module.UserShow })));

export default {
  list: UserList,
  create: UserCreate,
  show: UserShow,
  icon: PeopleIcon,
  recordRepresentation: 'email',
};
