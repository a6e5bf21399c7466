import { STATIC_PART_IDS, StaticMarkup } from './StaticMarkup.tsx';

/** Spec §2 footer: its content is a static part, made by the server (components/footerBody.tsx). */
export function SiteFooter() {
  return <StaticMarkup id={STATIC_PART_IDS.footer} as="footer" className="site-footer" />;
}
