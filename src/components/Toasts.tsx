import { Toaster } from 'sonner';

export type ToastSettings = { visible: number; durationMs: number; widthPx: number; gapPx: number; hotkey: string[] };
/** id: a Toaster of its own, showing only toasts sent with { toasterId: id } */
type Props = { settings: ToastSettings; id?: string };

/** The toast region (sonner), with the spec's constants from site.yaml ui.toast. */
export function Toasts({ settings, id }: Props) {
  return (
    <Toaster
      id={id}
      position="bottom-right"
      visibleToasts={settings.visible}
      duration={settings.durationMs}
      gap={settings.gapPx}
      hotkey={settings.hotkey}
      richColors
      closeButton
      style={{ ['--width' as string]: `${settings.widthPx}px` }}
      toastOptions={{ style: { fontSize: '0.95rem' } }}
    />
  );
}
