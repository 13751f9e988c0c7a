import { Component, type ReactNode } from 'react';

type Props = { children: ReactNode };
type State = { error: Error | null };

/** The router's fallback screen: the spec's 'Unexpected Application Error!' with message and stack. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <section className="container" role="alert" style={{ padding: '8rem 1rem 4rem' }}>
        <h1>Unexpected Application Error!</h1>
        <p>
          <strong>{error.message}</strong>
        </p>
        {error.stack ? <pre style={{ whiteSpace: 'pre-wrap', fontSize: '0.8rem' }}>{error.stack}</pre> : null}
      </section>
    );
  }
}
