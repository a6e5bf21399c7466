/**
 * The terms of use and the RERA disclaimer: fixed text, reviewed by the company's counsel before
 * launch. The RERA disclaimer points buyers to the state RERA websites (Real Estate (Regulation and
 * Development) Act, 2016).
 */

export function TermsPage() {
  return (
    <div className="container section prose">
      <h1>Terms and conditions</h1>
      <p className="page-lead">
        These terms apply when you use the Aangan website, its assistant and its forms. By using the site you accept
        them.
      </p>

      <h2>What Aangan is</h2>
      <p>
        Aangan is a real estate advisory and listing service. We list residential, commercial, industrial and farmland
        projects from many developers across India and help buyers compare them. We are not the developer or seller of
        any listed project, and we are not a party to any agreement you sign with a developer, seller, bank or other
        service provider.
      </p>

      <h2>Listings and prices</h2>
      <p>
        Project details, prices, floor plans, amenities, possession dates and images come from developers, public
        records and our own research. We try to keep them accurate and current, but they can change without notice and
        may contain errors. Prices are indicative and exclude stamp duty, registration, GST, maintenance and other
        charges unless stated. Images and walkthroughs may be artistic impressions. Always confirm the details with the
        developer, and read the registered agreement for sale, before you pay.
      </p>

      <h2>Advice</h2>
      <p>
        Our advisors, calculators (such as the EMI figures in the chat) and assistant give general guidance only. They
        are not legal, tax or financial advice. Loan eligibility, interest rates and EMIs are decided by your lender.
      </p>

      <h2>Enquiries and contact</h2>
      <p>
        When you send an enquiry, a call-back request, the contact form or a job application, you agree that an Aangan
        advisor may contact you about it. How we handle your details is set out in our{' '}
        <a href="/privacy-policy">privacy policy</a>. Please give accurate details and do not submit anyone else&rsquo;s
        information without their consent.
      </p>

      <h2>Using the site fairly</h2>
      <p>
        Do not copy listings in bulk, scrape the site, send automated requests, try to get around its limits or
        security, or use it for anything unlawful. We may block access that harms the service or other visitors.
      </p>

      <h2>Content and trademarks</h2>
      <p>
        The text, design, logos and software of this site belong to Aangan or its licensors. Developers&rsquo; names,
        logos and project images belong to their owners and are shown to describe their projects.
      </p>

      <h2>Liability</h2>
      <p>
        To the extent the law allows, Aangan is not liable for any loss arising from decisions made on the basis of
        information on this site, from the acts of developers or other third parties, or from the site being
        unavailable. Nothing in these terms limits rights you have under the Consumer Protection Act, 2019.
      </p>

      <h2>Changes and governing law</h2>
      <p>
        We may update these terms; the version on this page applies from the day it is published. These terms are
        governed by the laws of India, and the courts at Noida, Uttar Pradesh, have jurisdiction. Questions?{' '}
        <a href="/contact-us">Contact us</a>.
      </p>
    </div>
  );
}

export function ReraDisclaimerPage() {
  return (
    <div className="container section prose">
      <h1>RERA disclaimer</h1>
      <p className="page-lead">
        Under the Real Estate (Regulation and Development) Act, 2016 (RERA), most projects and real estate agents must
        be registered with the Real Estate Regulatory Authority of their state before they are advertised or sold.
      </p>

      <h2>RERA numbers on our listings</h2>
      <p>
        Where a project has a RERA registration, we show its RERA number on the project page, with a link to the state
        RERA website when we have one. The numbers are provided by developers or taken from the state RERA websites, and
        may change when a registration is extended, revised or revoked.
      </p>

      <h2>Check before you buy</h2>
      <p>
        You can check every listing&rsquo;s RERA number on the website of the state&rsquo;s RERA authority, for example
        UP RERA for Noida and Lucknow, MahaRERA for Mumbai and Pune, HRERA Gurugram for Gurugram or RERA Karnataka for
        Bengaluru. The state site shows the registered project details, the approved plans, the promised completion
        date, the developer&rsquo;s quarterly updates and any complaints. Please check the registration, and that the
        project details match what you are offered, before you pay a booking amount or sign an agreement.
      </p>

      <h2>Our own registration</h2>
      <p>
        Aangan is registered as a real estate agent with the state RERA authorities listed at the foot of every page.
        Our registration numbers can be checked on the same state websites.
      </p>

      <h2>No guarantee</h2>
      <p>
        Aangan does not guarantee that a project will be completed or delivered as registered. Information on this site
        is for guidance only and is not an offer or a contract. If a registration or listing looks wrong, please{' '}
        <a href="/contact-us">tell us</a> and we will check it.
      </p>
    </div>
  );
}
