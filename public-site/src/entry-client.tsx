import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { areasOf } from './i18n/areas.ts';
import { loadStrings } from './i18n/loadStrings.ts';
import { DATA_ELEMENT_ID, START_ELEMENT_ID, STYLES_ELEMENT_ID, type PagePayload } from './model/pageData.ts';
// One sheet for every page, which the server inlines: a page's own sheet, loaded with its code,
// would be fetched again before hydrating. The project page's and the tools' rules are small.
import './styles.css';
import './pages/project/project.css';
import './tools/tools.css';

const serializedPayload = document.getElementById(DATA_ELEMENT_ID)?.textContent;
if (serializedPayload) {
  const payload = JSON.parse(serializedPayload) as PagePayload;
  const styles = document.getElementById(STYLES_ELEMENT_ID)?.textContent ?? '';
  const startScript = document.getElementById(START_ELEMENT_ID)?.textContent ?? '';
  // The strings the page shows, in its language, come in chunks of their own, preloaded beside the entry.
  void loadStrings(payload.locale, areasOf(payload.page.kind)).then((strings) => {
    // As a transition, hydration yields to the browser every few milliseconds: the page, already
    // painted by the server, answers taps while it hydrates instead of freezing for one long task.
    startTransition(() => {
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
    });
  });
}
