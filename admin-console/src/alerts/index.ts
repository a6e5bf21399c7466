import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { lazy } from 'react';

// Staff only; loaded on first visit.
const AlertList = lazy(() => import('./AlertList.tsx').then((module) => ({ default: module.AlertList })));

export default { list: AlertList, icon: NotificationsActiveIcon };
