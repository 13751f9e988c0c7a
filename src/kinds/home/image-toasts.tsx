import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { Toasts, type ToastSettings } from '../../components/toasts';
import type { Message } from './types';

export type Notice = Message & { tone: 'info' | 'error' };
type Props = { settings: ToastSettings; notices: Notice[] };

const TOASTER = 'home-hero-image';

/** Loaded only when the hero picture fails: its own toast region and the spec's two toasts. */
export default function ImageToasts({ settings, notices }: Props) {
  const sent = useRef(0);
  useEffect(() => {
    for (const notice of notices.slice(sent.current)) {
      const opts = { description: notice.text, toasterId: TOASTER };
      if (notice.tone === 'error') toast.error(notice.title, opts);
      else toast.info(notice.title, opts);
    }
    sent.current = notices.length;
  }, [notices]);
  return <Toasts settings={settings} id={TOASTER} />;
}
