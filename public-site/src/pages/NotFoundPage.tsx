export function NotFoundPage() {
  return (
    <section className="container message-page" aria-labelledby="not-found-title">
      <p className="message-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page Not Found</h1>
      <p>The page you are looking for does not exist. Let's get you back on track.</p>
      <a className="button" href="/">
        Back to HomePage
      </a>
    </section>
  );
}

export function UnavailablePage() {
  return (
    <section className="container message-page" aria-labelledby="unavailable-title">
      <h1 id="unavailable-title">We could not load this page</h1>
      <p>Our listings are taking a moment to respond. Please try again shortly.</p>
      <a className="button" href="/">
        Back to HomePage
      </a>
    </section>
  );
}
