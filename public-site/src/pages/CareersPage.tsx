import CareersForm from '../forms/CareersForm.tsx';

/** Spec §4 careers form. */
export function CareersPage() {
  return (
    <div className="container section">
      <h1>Careers at Aangan</h1>
      <p className="page-lead">
        We help families across India buy the right home. If you enjoy real estate, advice and people, send us your
        application: we read every one.
      </p>
      <section className="panel careers-panel" aria-labelledby="apply-title">
        <h2 id="apply-title">Apply now</h2>
        <CareersForm />
      </section>
    </div>
  );
}
