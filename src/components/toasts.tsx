import { useSyncExternalStore } from 'react';
import { Toaster } from 'sonner';
import styled from 'styled-components';
import { color, headerHeight, media } from './theme';

export type ToastSettings = { visible: number; durationMs: number; widthPx: number; gapPx: number; hotkey: string[] };
/** id: a Toaster of its own, showing only toasts sent with { toasterId: id } */
type Props = { settings: ToastSettings; id?: string };

/**
 * The toast region (sonner), with the spec's constants from site.yaml ui.toast. On a phone the toasts
 * come in at the top of the screen, under the header: at the bottom they would sit on the floating
 * call buttons and, once the keyboard is open, over the field being typed in (the booking form keeps
 * the field the visitor moves to clear of them: keepClearOfToasts).
 */
export function Toasts({ settings, id }: Props) {
  const phone = useSyncExternalStore(onPhoneChange, isPhone, () => false);
  return (
    <LargeTargets>
      <Toaster
        id={id}
        position={phone ? 'top-center' : 'bottom-right'}
        offset={phone ? BELOW_HEADER : undefined}
        mobileOffset={phone ? BELOW_HEADER : undefined}
        visibleToasts={settings.visible}
        duration={settings.durationMs}
        gap={settings.gapPx}
        hotkey={settings.hotkey}
        richColors
        closeButton
        style={{ ['--width' as string]: `${settings.widthPx}px`, ...RICH_TEXT }}
        toastOptions={{ style: { fontSize: '0.95rem' } }}
      />
    </LargeTargets>
  );
}

/** On a phone the toasts come in under the fixed header, whose menu and links stay usable. */
const BELOW_HEADER = { top: headerHeight.tall + 8 };

/** sonner's close button is 20 px; 24 px is the least WCAG 2.2 asks of a target. */
const LargeTargets = styled.div`
  display: contents;
  [data-sonner-toast] [data-close-button] {
    width: 24px;
    height: 24px;
  }
`;

/** The screens on which the call and text buttons float at the bottom (FloatingButtons). */
const PHONE_QUERY = media.narrow.replace(/^@media\s*/, '');
const isPhone = () => window.matchMedia(PHONE_QUERY).matches;
function onPhoneChange(change: () => void) {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
}

/** sonner's rich colours put text at about 4.3:1 on its tinted backgrounds; these meet AA (>= 4.5:1). */
const RICH_TEXT: Record<string, string> = {
  '--success-text': color.success,
  '--error-text': color.accentDark,
  '--info-text': color.navy,
  '--warning-text': color.star,
};
