import { toast } from 'sonner';
import { Toasts, type ToastSettings } from '../Toasts';
import type { BookingConfig } from './types';

export { failureMessage, postBooking } from './submit';

type Props = { settings: ToastSettings };

const TOASTER = 'booking-form';

/** The form's toasts; loaded (with sonner) when the visitor first uses the form, not with the page. */
export default function Notices({ settings }: Props) {
  return <Toasts settings={settings} id={TOASTER} />;
}

export const notify = {
  sending: () => toast.loading('Scheduling your appointment...', { toasterId: TOASTER }),
  /** `thanks`: the booking copy's heading and intro (content/pages/booking.yaml). */
  sent: (id: string | number, thanks: BookingConfig['thanks']) =>
    toast.success(thanks.heading, { id, toasterId: TOASTER, description: thanks.intro }),
  /** `unanswered`: no answer came (network failure, timeout): the request may have been stored, so it is not called "not sent". */
  failed: (id: string | number, description: string, duration: number, unanswered = false) =>
    toast.error(unanswered ? 'We could not confirm your request' : 'Your request was not sent', {
      id,
      toasterId: TOASTER,
      description,
      duration,
    }),
};

/**
 * On a phone, toasts sit at the bottom of the screen: a field the visitor moves to that would be
 * under one is scrolled up clear of it.
 */
export function keepClearOfToasts(target: EventTarget) {
  if (!(target instanceof HTMLElement)) return;
  const toasts = [...document.querySelectorAll('[data-sonner-toast]')].map((t) => t.getBoundingClientRect()).filter((r) => r.height > 0);
  if (!toasts.length) return;
  const top = Math.min(...toasts.map((r) => r.top));
  const field = target.getBoundingClientRect();
  if (field.bottom > top - 8 && field.top < Math.max(...toasts.map((r) => r.bottom)))
    window.scrollBy({ top: field.bottom - top + 16, behavior: 'instant' });
}
