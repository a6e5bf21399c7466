import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App, enquiryProjectOf } from './App.tsx';
import { prefetchChatPanel } from './chat/ChatLauncher.tsx';
import { prefetchLeadModal } from './forms/EnquiryProvider.tsx';
import { areasOf } from './i18n/areas.ts';
import { loadStrings } from './i18n/loadStrings.ts';
import { DATA_ELEMENT_ID, START_ELEMENT_ID, STYLES_ELEMENT_ID, type PagePayload } from './model/pageData.ts';
// One sheet for every page, which the server inlines: a page's own sheet, loaded with its code,
// would be fetched again before hydrating. The project page's and the tools' rules are small.
import './styles.css';
import './pages/project/project.css';
import './tools/tools.css';

// What a tap held until now will open (web-static/pageStart.ts marks its control busy) loads beside the page's code.
const heldOpens = (what: string): boolean =>
  document.querySelector(`[data-opens="${what}"][aria-busy="true"]`) !== null;
const heldEnquiry = heldOpens('enquiry');
if (heldEnquiry) prefetchLeadModal();
// What answers it before the page is interactive (forms/heldEnquiry.tsx): code that only such a tap needs.
const answeringHeldEnquiry = heldEnquiry ? import('./forms/heldEnquiry.tsx').catch(() => null) : null;
if (heldOpens('chat')) prefetchChatPanel();

const serializedPayload = document.getElementById(DATA_ELEMENT_ID)?.textContent;
if (serializedPayload) {
  const payload = JSON.parse(serializedPayload) as PagePayload;
  const styles = document.getElementById(STYLES_ELEMENT_ID)?.textContent ?? '';
  const startScript = document.getElementById(START_ELEMENT_ID)?.textContent ?? '';
  // The strings the page shows, in its language, come in chunks of their own, preloaded beside the entry.
  void loadStrings(payload.locale, areasOf(payload.page.kind)).then(async (strings) => {
    // A held tap on Enquire opens the form first, without waiting for the page (forms/heldEnquiry.tsx).
    const answering = await answeringHeldEnquiry;
    const openHeldEnquiry = answering
      ? await answering.claimHeldEnquiry(payload.locale, strings, enquiryProjectOf(payload.page))
      : null;
    const hydrate = () => {
      hydrateRoot(
        document,
        <App
          payload={payload}
          serializedPayload={serializedPayload}
          styles={styles}
          startScript={startScript}
          strings={strings}
        />,
      );
    };
    // A visitor waiting on a tap held until now (web-static/pageStart.ts marks its control busy): hydrated
    // in one go, which ends soonest. Otherwise as a transition, which yields to the browser every few
    // milliseconds: the page, already painted by the server, answers taps while it hydrates.
    if (document.querySelector(':is(button, input, [role=button])[aria-busy="true"]')) hydrate();
    else startTransition(hydrate);
    openHeldEnquiry?.();
  });
}
