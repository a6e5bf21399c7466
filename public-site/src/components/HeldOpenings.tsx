import { useStrings } from '../i18n/strings.tsx';

const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * What a tap on Enquire or on the chat button shows at once when the page's code has not run yet: the
 * start script (web-static/pageStart.ts) holds the tap, puts a copy of the template its control's
 * `data-opens` names on the page, and takes it away when the page, interactive, answers the tap. They
 * are the same "opening" views the page shows while the form's or the chat's own code loads
 * (`forms/EnquiryOpening.tsx`, `chat/ChatLauncher.tsx`), with a Close that gives the tap up. Templates
 * are inert: without script, nothing shows.
 */
export function HeldOpenings() {
  const t = useStrings().chrome;
  // A dialog over a backdrop of its own rather than a modal one (web-static/pageStart.ts says why).
  const enquiry =
    `<div class="held-backdrop" data-takes-focus><dialog open class="modal modal--opening" aria-label="${escapeText(t.enquiryOpening)}">` +
    `<div class="modal-body"><p role="status">${escapeText(t.enquiryOpening)}</p>` +
    `<button type="button" class="button button--ghost" data-cancels-opening>${escapeText(t.closeEnquiry)}</button>` +
    `</div></dialog></div>`;
  // On a phone the chat's panel covers its button, so the opening has a Close of its own.
  const chat =
    `<div class="chat-panel chat-loading"><p role="status">${escapeText(t.chat.opening)}</p>` +
    `<button type="button" class="button button--ghost" data-cancels-opening>${escapeText(t.closeEnquiry)}</button></div>`;
  return (
    <>
      <template data-opening="enquiry" dangerouslySetInnerHTML={{ __html: enquiry }} />
      <template data-opening="chat" dangerouslySetInnerHTML={{ __html: chat }} />
    </>
  );
}
