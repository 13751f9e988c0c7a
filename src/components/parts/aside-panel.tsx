import type { ReactNode } from 'react';

type Props = { id: string; heading: string; children: ReactNode };

/** A side panel named by its own heading (`aside` > `h3#id`); a Split around it gives it its tint. */
export function AsidePanel({ id, heading, children }: Props) {
  return (
    <aside aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      {children}
    </aside>
  );
}
