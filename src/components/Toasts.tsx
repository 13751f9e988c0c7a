import { Toaster } from 'sonner';
import styled from 'styled-components';
import { color, media } from './theme';

export type ToastSettings = { visible: number; durationMs: number; widthPx: number; gapPx: number; hotkey: string[] };
/** id: a Toaster of its own, showing only toasts sent with { toasterId: id } */
type Props = { settings: ToastSettings; id?: string };

/** The toast region (sonner), with the spec's constants from site.yaml ui.toast. */
export function Toasts({ settings, id }: Props) {
  return (
    <ClearOfButtons>
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
    </ClearOfButtons>
  );
}

/**
 * Below 768 px the call and text buttons float at the bottom of the screen (FloatingButtons): the
 * toasts stand above them (48 px buttons, 0.75 rem from the edge, and as much again between).
 */
const ClearOfButtons = styled.div`
  display: contents;
  ${media.narrow} {
    [data-sonner-toaster][data-y-position='bottom'] {
      bottom: calc(48px + 1.5rem) !important;
    }
  }
`;

/** sonner's rich colours put text at about 4.3:1 on its tinted backgrounds; these meet AA (>= 4.5:1). */
const RICH_TEXT: Record<string, string> = {
  '--success-text': color.success,
  '--error-text': color.accentDark,
  '--info-text': color.navy,
  '--warning-text': color.star,
};
