import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { media } from '../../components/theme';
import type { ToastSettings } from '../../components/toasts';
import type { Notice } from './image-toasts';
import type { HeroImage as Image } from './types';

type Props = { image: Image; toast: ToastSettings };
type Status = 'loading' | 'loaded' | 'failed';

const ImageToasts = lazy(() => import('./image-toasts'));

/**
 * The hero's background picture: AVIF/WebP with a JPEG fallback, then a second local file if the
 * first fails (toast 'Notice'), then nothing (toast 'Image Loading Error'). 'Loading...' shows only
 * while the picture is really loading: from hydration, when it has not arrived by then, until it has
 * loaded or both files failed; never over a painted hero, never in the prerendered page. The
 * frame is absolutely positioned over the whole hero with a shade for text contrast: nothing shifts.
 */
export function HeroImage({ image, toast }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  const [useFallback, setUseFallback] = useState(false);
  const [status, setStatus] = useState<Status>('loading');
  /** the picture had not arrived when the page hydrated: the label says it is coming */
  const [waiting, setWaiting] = useState(false);
  const [notices, setNotices] = useState<Notice[]>([]);
  /** the attempt whose failure was handled: 0 the picture, 1 the fallback */
  const handled = useRef(-1);

  const fail = useCallback(() => {
    const attempt = useFallback ? 1 : 0;
    if (handled.current >= attempt) return;
    handled.current = attempt;
    if (attempt === 0) {
      setUseFallback(true);
      setNotices((notices) => [...notices, { ...image.onFallback, tone: 'info' }]);
    } else {
      setStatus('failed');
      setNotices((notices) => [...notices, { ...image.onFailure, tone: 'error' }]);
    }
  }, [useFallback, image.onFallback, image.onFailure]);

  // The image may have loaded or failed before hydration attached the handlers.
  useEffect(() => {
    const img = ref.current;
    if (!img?.complete) return setWaiting(true);
    if (img.naturalWidth > 0) setStatus('loaded');
    else fail();
  }, [fail]);

  const common = {
    ref,
    alt: image.alt,
    width: image.width,
    height: image.height,
    // The largest paint of the page: fetched first and decoded as soon as it arrives (no 'async').
    fetchPriority: 'high' as const,
    onLoad: () => setStatus('loaded'),
    onError: fail,
  };

  return (
    <Frame data-status={status}>
      {status === 'loading' && waiting ? (
        <span className="loading js-only" aria-hidden="true">
          {image.loading}
        </span>
      ) : null}
      {status === 'failed' ? null : useFallback ? (
        <img key="fallback" src={image.fallback} {...common} />
      ) : (
        <picture key="picture">
          {image.sources.map((item) => (
            <source key={item.type} type={item.type} srcSet={item.srcSet} sizes={image.sizes} />
          ))}
          <img src={image.src} srcSet={image.srcSet} sizes={image.sizes} {...common} />
        </picture>
      )}
      {notices.length ? (
        <Suspense fallback={null}>
          <ImageToasts settings={toast} notices={notices} />
        </Suspense>
      ) : null}
    </Frame>
  );
}

const Frame = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  background: #16405e;
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: 60% 70%;
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
    background: linear-gradient(180deg, rgba(7, 37, 56, 0.9), rgba(7, 37, 56, 0.82));
    ${media.large} {
      background: linear-gradient(90deg, rgba(7, 37, 56, 0.94) 0%, rgba(7, 37, 56, 0.82) 55%, rgba(7, 37, 56, 0.55) 100%);
    }
  }
  .loading {
    position: absolute;
    z-index: 2;
    top: 1rem;
    right: 1rem;
    padding: 0.3rem 0.75rem;
    border-radius: 999px;
    background: rgba(255, 255, 255, 0.92);
    color: #072538;
    font-weight: 700;
    font-size: 0.9rem;
  }
`;
