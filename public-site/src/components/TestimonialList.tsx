import type { Testimonial } from '../model/contentResponses.ts';

/** Testimonials as quotes with who said them: clients on the home page, employees on life at the company. */
export function TestimonialList({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ul className="testimonial-list">
      {testimonials.map((testimonial) => (
        <li key={testimonial._id}>
          <figure className="testimonial">
            <blockquote>
              <p>{testimonial.content}</p>
            </blockquote>
            <figcaption>
              <strong>{testimonial.name}</strong>
              {testimonial.role && <span>{testimonial.role}</span>}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
