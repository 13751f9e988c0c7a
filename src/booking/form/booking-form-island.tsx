import { lazy, memo, Suspense, useRef, useState, type ComponentProps, type ComponentType } from 'react';
import styled from 'styled-components';
import { registerIsland, useIsland, useIslandStart, type IslandLoad } from '../../app/islands';
import type { BookingForm as Form } from './booking-form';
import { hasDraft } from './draft';

type Props = ComponentProps<typeof Form> & {
  /**
   * When the form's script loads: right after the page hydrates (the booking page, where the form
   * is the page), or when the visitor reaches for the form (the home page's hero, where most
   * visitors read on or call).
   */
  load?: IslandLoad;
};

/** The module this island loads, as the client build's manifest names it. */
const MODULE = 'src/booking/form/booking-form.tsx';

let Loaded: ComponentType<ComponentProps<typeof Form>> | undefined;
const imported = () => import('./booking-form').then((item) => item.BookingForm);
const load = () => imported().then((form) => (Loaded = form));
// The prerender draws the form at once; in the browser it is drawn once the visitor is out of the date input.
registerIsland(MODULE, load);

/** The script is fetched once the first island on the page says so. */
let go = (): void => {};
const started = new Promise<void>((resolve) => (go = resolve));
const Lazy = lazy(async () => {
  await started;
  const form = await imported();
  await outOfTheDateInput();
  return { default: (Loaded = form) };
});

/**
 * Resolves once the visitor is not in the prerendered form's date input. Hydrated while they type a
 * date there, the input was focused anew, which starts its typing over at the month: the rest of
 * the date went into the wrong parts, and the date was lost (a half-typed date has no value to
 * keep). The form hydrates when they leave the input, their date in it.
 */
function outOfTheDateInput(): Promise<void> {
  const typing = () => {
    const element = document.activeElement;
    return element instanceof HTMLInputElement && element.type === 'date' && element.closest(`[data-island="${MODULE}"]`) ? element : null;
  };
  return new Promise((resolve) => {
    const wait = () => {
      const input = typing();
      if (!input) return resolve();
      input.addEventListener('blur', () => setTimeout(wait), { once: true });
    };
    wait();
  });
}

/**
 * The booking form as an island: its script (about 10 KB gzip) is not part of the page's first
 * load. The prerendered form works before it arrives (it is a real HTML form that posts), and
 * React hydrates it as soon as the chunk is in; what the visitor typed before that is kept
 * (./use-draft.ts). With `load="intent"` the script waits until the visitor reaches for the form,
 * unless this browser keeps a draft to restore, the form is drawn by a navigation in the app
 * (nothing prerendered to show meanwhile), or the page navigates (src/app/islands.ts).
 */
export function BookingFormIsland({ load: when = 'hydrate', ...props }: Props) {
  useIsland(MODULE, when);
  const area = useRef<HTMLDivElement>(null);
  useIslandStart(area, when, go, hasDraft);
  // The prerendered form, as the page arrived (empty when the form is drawn in the app).
  const [prerendered] = useState(() =>
    typeof document === 'undefined' ? '' : (document.querySelector(`[data-island="${MODULE}"]`)?.innerHTML ?? ''),
  );
  return (
    <Area ref={area} data-island={MODULE} data-load={when}>
      <Boundary {...props} prerendered={prerendered} />
    </Area>
  );
}

/**
 * The boundary React keeps prerendered until the script is in. It renders again only when its
 * props change. React may still have to draw it before then (an update from above that it renders
 * at once, such as the location after the skip link): it then drops the prerendered form and
 * shows the fallback, the same markup, until the script is in. The visitor loses nothing: they
 * had not reached for the form, or its script would be loading.
 */
const Boundary = memo(function Boundary({ prerendered, ...props }: ComponentProps<typeof Form> & { prerendered: string }) {
  return (
    <Suspense fallback={prerendered ? <Area dangerouslySetInnerHTML={{ __html: prerendered }} /> : null}>
      {Loaded ? <Loaded {...props} /> : <Lazy {...props} />}
    </Suspense>
  );
});

/** Only a place to listen: the form lays out as if the wrapper were not there. */
const Area = styled.div`
  display: contents;
`;
