import { hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { DATA_ELEMENT_ID, type PagePayload } from './pageData.ts';
import './styles.css';

const serializedPayload = document.getElementById(DATA_ELEMENT_ID)?.textContent;
if (serializedPayload) {
  const payload = JSON.parse(serializedPayload) as PagePayload;
  hydrateRoot(document, <App payload={payload} serializedPayload={serializedPayload} />);
}
