import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Footer } from '../components/footer';
import { GlobalStyle } from '../components/global-style';
import { Header } from '../components/header';
import { ErrorBoundary } from './error-boundary';
import { PageSlot } from './page-slot';
import { ScrollManager } from './scroll-manager';
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
            {shell.routes.map((route) => (
              <Route key={route.path} path={route.path} element={<PageSlot />} />
            ))}
            <Route path="*" element={<PageSlot />} />
          </Routes>
        </ErrorBoundary>
      </main>
      <Footer />
    </ShellContext.Provider>
  );
}
