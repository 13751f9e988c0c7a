import type { PageData } from '../app/types';

export default function StubPage({ page }: { page: PageData<{ heading: string }> }) {
  return (
    <section className="container" style={{ padding: '3rem 1rem' }}>
      <h1>{page.props.heading}</h1>
    </section>
  );
}
