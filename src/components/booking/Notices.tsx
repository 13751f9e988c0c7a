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
  failed: (id: string | number, description: string, duration: number) =>
    toast.error('Your request was not sent', { id, toasterId: TOASTER, description, duration }),
};
