import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { registerIsland, useIsland } from '../../app/islands';
import type { BookingForm as Form } from './BookingForm';

type Props = ComponentProps<typeof Form>;

/** The module this island loads, as the client build's manifest names it. */
const MODULE = 'src/components/booking/BookingForm.tsx';

let Loaded: ComponentType<Props> | undefined;
const load = () =>
  import('./BookingForm').then((m) => {
    Loaded = m.BookingForm;
    return { default: m.BookingForm };
  });
const Lazy = lazy(load);
registerIsland(MODULE, load);

/**
 * The booking form as an island: its script (about 7 KB gzip) is not part of the page's first
 * load. The prerendered form works before it arrives (it is a real HTML form that posts), and
 * React hydrates it as soon as the chunk is in.
 */
export function BookingFormIsland(props: Props) {
  useIsland(MODULE);
  return <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>;
}
