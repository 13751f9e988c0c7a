/**
 * The client entry: small, and it starts nothing until the page has loaded and painted. Every
 * page is complete and usable as prerendered HTML (links, menus and forms work without
 * JavaScript), so on a slow phone the document and its images get the network and the CPU first;
 * then the sections the first paint left out are rendered, the app's modules are fetched in
 * parallel and the page hydrates.
 * docs/decisions/011-hydrate-after-first-paint.md, docs/decisions/014-render-the-rest-after-first-paint.md
 */
import { RENDER_LATER_ID, renderLaterCss, SECTIONS } from '../app/render-later';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
/** After the next frame has been rendered. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/** A slow image does not hold the app back longer than this (ms). */
const MAX_WAIT_FOR_LOAD = 2500;

/**
 * After the load event (or MAX_WAIT_FOR_LOAD, if an image is slow), once the page's loaded eager
 * images are decoded and a frame has painted them.
 */
async function afterLoadAndPaint(): Promise<void> {
  if (document.readyState !== 'complete') {
    await new Promise<void>((resolve) => {
      addEventListener('load', () => resolve(), { once: true });
      setTimeout(resolve, MAX_WAIT_FOR_LOAD);
    });
  }
  const eager = [...document.images].filter((img) => img.loading !== 'lazy' && img.complete && img.naturalWidth > 0);
  await Promise.all(eager.map((img) => img.decode().catch(() => undefined)));
  await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  await nextTask();
}

/**
 * Renders the sections the first paint left out (src/app/render-later.ts), one per frame, then the
 * footer: each frame lays out one section, so no single long task keeps a tap waiting. Afterwards
 * the page is an ordinary page again: true scroll length, in-page links land where they should.
 */
async function renderTheRest(): Promise<void> {
  const style = document.getElementById(RENDER_LATER_ID);
  if (!style) return;
  const count = document.querySelectorAll(SECTIONS).length;
  for (let next = 3; next <= count; next++) {
    style.textContent = renderLaterCss(next);
    await nextFrame();
  }
  style.remove();
  await nextFrame();
}

async function start(): Promise<void> {
  await afterLoadAndPaint();
  await renderTheRest();
  if (import.meta.env.DEV) {
    // `npm run dev` serves the source module; there is no module list without a build.
    const source: string = '/src/vike/hydrate.tsx';
    await import(/* @vite-ignore */ source);
    return;
  }
  // The build lists the page's modules, dependencies first and the hydrate module last
  // (src/vike/modules.ts). All are fetched at once, with the page's data; each module then runs
  // in a task of its own, so that no single long task keeps a tap waiting while the app starts.
  const list = (document.querySelector<HTMLScriptElement>('script[data-modules]')?.dataset.modules ?? '').split(' ').filter(Boolean);
  if (!list.length) throw new Error('the page lists no modules to hydrate with: rebuild the site');
  const hint = (rel: string, href: string, as?: string) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) {
      link.as = as;
      link.crossOrigin = 'anonymous'; // what fetch() asks for, so that hydrate.tsx's fetch finds it
    }
    document.head.append(link);
  };
  for (const href of list) hint('modulepreload', href);
  // The data the page was rendered from: the header's and footer's, and the page's own.
  const root = document.getElementById('root');
  for (const href of [root?.dataset.shell, root?.dataset.page]) if (href) hint('preload', href, 'fetch');
  for (const href of list) {
    await import(/* @vite-ignore */ href);
    await nextTask();
  }
}

void start();
