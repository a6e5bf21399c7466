import type { SiteStrings } from '../en/index.ts';
import { chrome } from './chrome.ts';
import { meta } from './meta.ts';
import { home } from './home.ts';
import { search } from './search.ts';
import { project } from './project.ts';
import { forms } from './forms.ts';
import { pages } from './pages.ts';
import { saved } from './saved.ts';
import { tools } from './tools.ts';
import { cards } from './cards.ts';
import { chat } from './chat.ts';
import { enums } from './enums.ts';
import { messages } from './messages.ts';

/** The site's interface in Hindi, term by term from the glossary (`HINDI_TERMS` in the contracts). */
export const hi: SiteStrings = {
  chrome,
  meta,
  home,
  search,
  project,
  forms,
  pages,
  saved,
  tools,
  cards,
  chat,
  enums,
  messages,
};
