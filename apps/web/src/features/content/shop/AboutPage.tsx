import { Link } from '@tanstack/react-router';
import { StaticPage } from './StaticPage';

export function AboutPage() {
  return (
    <StaticPage title="About Frame Shop">
      <section>
        <p>
          Frame Shop is a small framing studio in Bengaluru. Since 2012 we have framed family
          photographs, wedding portraits, diplomas, cricket jerseys and original paintings for homes
          and offices across India. Every frame is cut, joined and finished by hand in our workshop.
        </p>
      </section>
      <section>
        <h2>What we make</h2>
        <ul>
          <li>
            Ready-made frames in popular sizes, from 4×6 inch photo frames to large wall pieces.
          </li>
          <li>
            Custom frames built to your artwork's exact size in inches, in the material, shape and
            finish you choose.
          </li>
          <li>Wall art and gallery sets, printed on archival paper and framed to last.</li>
        </ul>
      </section>
      <section>
        <h2>How we work</h2>
        <p>
          We use seasoned wood and aluminium mouldings, acid-free mounts and clear glazing. Each
          order is checked twice before it is packed in corner guards and bubble wrap, and we ship
          across India with tracked couriers.
        </p>
      </section>
      <section>
        <h2>Talk to us</h2>
        <p>
          Not sure which frame suits your piece? Send us a photo through the{' '}
          <Link to="/Contact" className="text-amber-800 underline">
            contact page
          </Link>{' '}
          and we will suggest options, or design your own in the{' '}
          <Link to="/ProductCustomizer" className="text-amber-800 underline">
            frame customiser
          </Link>
          .
        </p>
      </section>
    </StaticPage>
  );
}
