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

/** The site's interface in English: the spec's wording, exactly. */
export const en = { chrome, meta, home, search, project, forms, pages, saved, tools, cards, chat, enums, messages };

/** Every interface string of the site, by area; each language has them all (`strings.unit.spec.ts`). */
export type SiteStrings = typeof en;
