import { Toaster } from 'sonner';
import { color } from './theme';

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
      style={{ ['--width' as string]: `${settings.widthPx}px`, ...RICH_TEXT }}
      toastOptions={{ style: { fontSize: '0.95rem' } }}
    />
  );
}

/** sonner's rich colours put text at about 4.3:1 on its tinted backgrounds; these meet AA (>= 4.5:1). */
const RICH_TEXT: Record<string, string> = {
  '--success-text': color.success,
  '--error-text': color.accentDark,
  '--info-text': color.navy,
  '--warning-text': color.star,
};
