import { toast } from 'sonner';
import { Toasts, type ToastSettings } from '../Toasts';

export { postBooking } from './submit';

type Props = { settings: ToastSettings };

const TOASTER = 'booking-form';

/** The form's toasts; loaded (with sonner) when the visitor first uses the form, not with the page. */
export default function Notices({ settings }: Props) {
  return <Toasts settings={settings} id={TOASTER} />;
}

export const notify = {
  sending: () => toast.loading('Scheduling your appointment...', { toasterId: TOASTER }),
  sent: (id: string | number) =>
    toast.success('Appointment Scheduled', { id, toasterId: TOASTER, description: "We'll contact you shortly to confirm your booking." }),
  /** `unanswered`: no answer came (network failure, timeout): the request may have been stored, so it is not called "not sent". */
  failed: (id: string | number, description: string, duration: number, unanswered = false) =>
    toast.error(unanswered ? 'We could not confirm your request' : 'Your request was not sent', {
      id,
      toasterId: TOASTER,
      description,
      duration,
    }),
};
