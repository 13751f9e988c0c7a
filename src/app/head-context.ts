import { createContext, type ComponentType } from 'react';
import type { HeadData } from './types';

/** How the page's head is written: unhead while prerendering, DomHead in the browser. */
export const HeadContext = createContext<ComponentType<{ head: HeadData }> | null>(null);
