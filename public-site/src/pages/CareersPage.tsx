import CareersForm from '../forms/CareersForm.tsx';
import { useStrings } from '../i18n/strings.tsx';

/** Spec §4 careers form. */
export function CareersPage() {
  const t = useStrings().pages.careers;
  return (
    <div className="container section">
      <h1>{t.title}</h1>
      <p className="page-lead">{t.lead}</p>
      <section className="panel careers-panel" aria-labelledby="apply-title">
        <h2 id="apply-title">{t.apply}</h2>
        <CareersForm />
      </section>
    </div>
  );
}
