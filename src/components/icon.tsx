import type { Icon as IconName } from '../manifest/schema.generated';

type Props = { name: IconName | 'menu' | 'close' | 'chevron' | 'sms' | 'arrow' | 'pin'; size?: number; className?: string };

/** Stroke icons on a 24 px grid; decorative unless labelled by surrounding text. */
const PATHS: Record<Props['name'], string> = {
  wrench: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z',
  opener: 'M3 10h18v4H3zM7 14v5M17 14v5M10 12h4',
  spring: 'M4 6c4 0 4 3 8 3s4-3 8-3M4 11c4 0 4 3 8 3s4-3 8-3M4 16c4 0 4 3 8 3s4-3 8-3',
  door: 'M3 21V9l9-6 9 6v12M6 12h12M6 15h12M6 18h12',
  keypad: 'M7 3h10v18H7zM10 7h.01M14 7h.01M10 11h.01M14 11h.01M10 15h.01M14 15h.01',
  calendar: 'M4 5h16v16H4zM4 10h16M9 3v4M15 3v4',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z M9 12l2 2 4-4',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  cable: 'M6 3v8a6 6 0 0 0 12 0V3M6 3h2M16 3h2',
  track: 'M5 21V7a4 4 0 0 1 4-4h10M9 21V9a2 2 0 0 1 2-2h8',
  roller: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 12h9',
  panel: 'M3 5h18v14H3zM3 10h18M3 14.5h18',
  dent: 'M3 5h18v14H3zM9 10c1.5 1 4.5 1 6 0',
  building: 'M4 21V5l8-2 8 2v16M9 21v-5h6v5M8 8h2M14 8h2M8 12h2M14 12h2',
  sparkle: 'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z',
  volume: 'M4 9h4l5-4v14l-5-4H4zM17 9a4 4 0 0 1 0 6',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
  map: 'M9 4l-6 2v14l6-2 6 2 6-2V4l-6 2zM9 4v14M15 6v14',
  check: 'M4 12l5 5L20 6',
  award: 'M12 3a6 6 0 1 0 0 12 6 6 0 0 0 0-12zM8.5 14L7 21l5-3 5 3-1.5-7',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7.5M18 14a6 6 0 0 1 4 7',
  tools: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4M4 4l6 6',
  home: 'M3 11l9-8 9 8M5 10v11h14V10',
  sun: 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM12 1v3M12 20v3M1 12h3M20 12h3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1',
  storm: 'M7 17a5 5 0 1 1 1-9.9A6 6 0 0 1 19 9a4 4 0 0 1-1 8M13 12l-3 5h4l-3 5',
  salt: 'M3 17c3-2 6 2 9 0s6 2 9 0M3 12c3-2 6 2 9 0s6 2 9 0M12 3v5',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v6M12 7.5h.01',
  dollar: 'M12 2v20M17 6H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6',
  question: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.7.4-1 1-1 1.7M12 17h.01',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M5 5l14 14M19 5L5 19',
  chevron: 'M6 9l6 6 6-6',
  sms: 'M4 4h16v12H8l-4 4zM8 9h8M8 12h5',
  arrow: 'M5 12h14M13 6l6 6-6 6',
  pin: 'M12 21s-7-6.1-7-11a7 7 0 0 1 14 0c0 4.9-7 11-7 11zM12 7.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
};

/** The stroke style lives once in GlobalStyle (`.icon`), not in attributes on every icon. */
export function Icon({ name, size = 24, className }: Props) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d={PATHS[name]} />
    </svg>
  );
}
