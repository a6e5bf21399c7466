import { layoutProbe } from './layoutProbe.ts';
import { cutOffCheck, sidewaysCheck, spillCheck, textLines } from './layoutText.ts';
import { coveredCheck, lineReporter, overlayCheck, underBarCheck } from './layoutBars.ts';
import { smallTargetCheck } from './layoutTargets.ts';

/** What the layout audit asks of one page as it stands in the browser (see layoutAudit.browser.spec.ts). */
export interface LayoutCheckOptions {
  /** Opened sheets, drawers, dialogs and menus: each lies inside the viewport and on top; only they are checked for targets and text. */
  overlays: string[];
  /** Boxes that may scroll sideways at this width (a row of tabs on a phone, say); any other box that does hides what it holds. */
  sidewaysScrollers: string[];
  /** Walk the focus through the page and scroll to its end (the page as first served, nothing open). */
  walkPage: boolean;
}

/**
 * The parts `layoutFailures` is made of. Each runs in the page as text (see `layoutCheckScript`), so it
 * refers to nothing outside itself: not to an import, nor to another part, which it is handed instead.
 */
const PARTS = {
  layoutProbe,
  textLines,
  sidewaysCheck,
  spillCheck,
  cutOffCheck,
  overlayCheck,
  lineReporter,
  coveredCheck,
  underBarCheck,
  smallTargetCheck,
};

/**
 * Runs in the page (as text, see `layoutCheckScript`; the functions it is made of are handed in as `parts`)
 * and returns one line per problem, each naming the element: `a.chip "Noida"`. The rules:
 * - sideways: the document is no wider than the viewport;
 * - spills: no line of text runs out of its box;
 * - cut off: a box that clips (overflow hidden or clip, paint containment) or scrolls sideways holds
 *   more than it shows, unless it says so (text-overflow: ellipsis with a title, a line clamp), and
 *   no field's placeholder is wider than the field;
 * - overlays: each opened one is inside the viewport and on top at its centre;
 * - covered: no line of text is covered by another element (the bars aside) anywhere on the page;
 * - under a bar: at the end of the page no text lies under the bottom bar or the chat button, the
 *   chat button covers no bottom-bar button, a control the focus moves to (in page order, as Tab
 *   does) is not left under a bar, and the sticky section tabs are not under the header;
 * - small target: buttons, links, fields and summaries are at least 44 x 44 px (WCAG 2.5.5), links
 *   inside running text excepted (an inline link in a block with text of its own outside links); a
 *   field counts with its label, a link stretched over its card (`::after` inset) as the card.
 */
function layoutFailures(options: LayoutCheckOptions, parts: typeof PARTS): string[] {
  const failures: string[] = [];
  const probe = parts.layoutProbe(options.overlays);
  const lines = parts.textLines(probe);
  parts.sidewaysCheck(probe, lines, failures);
  parts.spillCheck(probe, lines, failures);
  parts.cutOffCheck(probe, options.sidewaysScrollers, failures);
  parts.overlayCheck(probe, options.overlays, failures);
  // A line of text is reported once, covered or under a bar.
  const report = parts.lineReporter(failures);
  const pageEnd = Math.max(0, probe.root.scrollHeight - probe.height);
  parts.coveredCheck(probe, lines, options, pageEnd, report);
  if (options.walkPage) parts.underBarCheck(probe, lines, pageEnd, report, failures);
  parts.smallTargetCheck(probe, failures);
  return failures;
}

/**
 * The layout checks for `page.evaluate<string[]>`: one expression, holding the text of `layoutFailures`
 * and its parts, that returns the page's problems under `options`.
 */
export function layoutCheckScript(options: LayoutCheckOptions): string {
  const functions = [...Object.values(PARTS), layoutFailures].map(String).join('\n');
  const parts = Object.entries(PARTS).map(([key, part]) => `${key}: ${part.name}`);
  return `(() => {\n${functions}\nreturn layoutFailures(${JSON.stringify(options)}, { ${parts.join(', ')} });\n})()`;
}
