import { toast } from 'sonner';
import { withPhoneLinks } from '../../components/copy-text';
import { Toasts, type ToastSettings } from '../../components/toasts';
import type { BookingConfig } from './types';
import { GAP, toastBand } from './toast-band';

export { failureMessage, postBooking } from './submit';

type Props = { settings: ToastSettings };

const TOASTER = 'booking-form';

/** The form's toasts; loaded (with sonner) when the visitor first uses the form, not with the page. */
export default function Notices({ settings }: Props) {
  return <Toasts settings={settings} id={TOASTER} />;
}

/** The toast of the last send that failed, while it may still show: the next send takes its place. */
let lastFailed: string | number | undefined;

export const notify = {
  /** Sent again after a failure: the failure's toast becomes this one (no "could not confirm" stays under the answer). */
  sending: () => {
    const id = toast.loading('Scheduling your appointment...', {
      toasterId: TOASTER,
      ...(lastFailed === undefined ? {} : { id: lastFailed }),
    });
    lastFailed = undefined;
    return id;
  },
  /** `thanks`: the booking copy's heading and intro (content/pages/booking.yaml). */
  sent: (id: string | number, thanks: BookingConfig['thanks']) =>
    toast.success(thanks.heading, { id, toasterId: TOASTER, description: thanks.intro }),
  /**
   * `unanswered`: no answer came (network failure, timeout): the request may have been stored, so it
   * is not called "not sent". The phone number in `description` is a link that calls it, as in the
   * form's own message.
   */
  failed: (id: string | number, description: string, phone: BookingConfig['phone'], duration: number, unanswered = false) => {
    lastFailed = id;
    return toast.error(unanswered ? 'We could not confirm your request' : 'Your request was not sent', {
      id,
      toasterId: TOASTER,
      description: withPhoneLinks(description, phone),
      duration,
    });
  },
  /** The request went nowhere: the fields say what to correct, and no toast lies over them. */
  withdrawn: (id: string | number) => toast.dismiss(id),
};

/**
 * Keeps the field the visitor moves to clear of the toasts. Called on the form's focus event, which
 * comes before the browser scrolls the field into view: the band the toasts take (measured from
 * their layout, not from their entrance animation) becomes the root's scroll padding on that side,
 * so the browser's own scroll stops beside them, and a field already on screen but under them is
 * scrolled clear now. Without toasts the padding goes back to the stylesheet's.
 */
export function keepClearOfToasts(target: EventTarget) {
  if (!(target instanceof HTMLElement)) return;
  const root = document.documentElement;
  root.style.scrollPaddingTop = '';
  root.style.scrollPaddingBottom = '';
  const band = toastBand();
  if (!band) return;
  if (band.side === 'top') {
    const stylesheet = parseFloat(getComputedStyle(root).scrollPaddingTop) || 0;
    root.style.scrollPaddingTop = `${Math.max(stylesheet, Math.ceil(band.bottom + GAP))}px`;
  } else root.style.scrollPaddingBottom = `${Math.ceil(window.innerHeight - band.top + GAP)}px`;
  const box = target.getBoundingClientRect();
  if (box.bottom > band.top - GAP && box.top < band.bottom + GAP) target.scrollIntoView({ block: 'nearest', behavior: 'instant' });
}
