import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FloatingButtons } from '../components/FloatingButtons';
import { Footer } from '../components/Footer';
import { GlobalStyle } from '../components/GlobalStyle';
import { Header } from '../components/Header';
import { ErrorBoundary } from './ErrorBoundary';
import { PageSlot } from './PageSlot';
import { ScrollManager } from './ScrollManager';
import { ShellContext } from './shell-context';
import type { ShellData } from './types';

type Props = { shell: ShellData };

/** The app shell: one route per manifest pattern, each drawn by PageSlot from the page's data. */
export function App({ shell }: Props) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <ShellContext.Provider value={shell}>
      <GlobalStyle $scrollOffset={shell.ui.hashScrollOffsetPx} />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <ScrollManager />
      <main id="main" tabIndex={-1}>
        <ErrorBoundary>
          <Routes>
            {shell.routes.map((r) => (
              <Route key={r.path} path={r.path} element={<PageSlot />} />
            ))}
            <Route path="*" element={<PageSlot />} />
          </Routes>
        </ErrorBoundary>
      </main>
      <Footer />
      <FloatingButtons />
    </ShellContext.Provider>
  );
}
