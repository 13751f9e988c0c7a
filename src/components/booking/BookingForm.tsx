import type { BookingConfig } from './types';

type Props = { config: BookingConfig; headingLevel?: 2 | 3 };

/** The booking form (the booking issue builds it out). */
export function BookingForm({ config }: Props) {
  return (
    <form method="post" action={config.action} name="booking-form" data-netlify="true" netlify-honeypot="bot-field">
      <input type="hidden" name="form-name" value="booking-form" />
      <p>
        Call <a href={`tel:${config.phone.e164}`}>{config.phone.display}</a> to book.
      </p>
    </form>
  );
}
