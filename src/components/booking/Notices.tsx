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
 * On a phone, toasts sit at the bottom of the screen, over what scrolls under them. When the visitor
 * moves to a field, the area the toasts cover becomes the page's bottom scroll padding, so the
 * browser's own scroll to the focused field (which follows this focus event) stops above them; a
 * field already on screen but under a toast is scrolled up now, and once more after the browser's
 * scroll in case a browser ignores the padding. Without toasts the padding is removed.
 */
export function keepClearOfToasts(target: EventTarget) {
  if (!(target instanceof HTMLElement)) return;
  const root = document.documentElement;
  const covered = toastArea();
  root.style.scrollPaddingBottom = covered ? `${Math.ceil(window.innerHeight - covered.top + GAP)}px` : '';
  if (!covered) return;
  clearOf(target);
  requestAnimationFrame(() => clearOf(target));
}

/** Space kept between a field and the toasts above it, in px. */
const GAP = 16;

/** The top and bottom of the visible toasts, or undefined when none shows. */
function toastArea(): { top: number; bottom: number } | undefined {
  const boxes = [...document.querySelectorAll('[data-sonner-toast]')].map((t) => t.getBoundingClientRect()).filter((r) => r.height > 0);
  return boxes.length ? { top: Math.min(...boxes.map((r) => r.top)), bottom: Math.max(...boxes.map((r) => r.bottom)) } : undefined;
}

function clearOf(field: HTMLElement) {
  const covered = toastArea();
  const box = field.getBoundingClientRect();
  if (covered && box.bottom > covered.top - GAP / 2 && box.top < covered.bottom)
    window.scrollBy({ top: box.bottom - covered.top + GAP, behavior: 'instant' });
}
