import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { lazy } from 'react';

// Staff only, read only; loaded on first visit.
const ExchangeList = lazy(() => import('./ExchangeList.tsx').then((module) => ({ default: module.ExchangeList })));

export default { list: ExchangeList, icon: QuestionAnswerIcon };
