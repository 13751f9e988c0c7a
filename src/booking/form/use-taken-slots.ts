import { useCallback, useEffect, useState } from 'react';
import { isIsoDate } from '../rules/validate';

export type TakenSlots = { date: string; full: string[] };

/**
 * The windows of a date that the server says are full, and the way to ask again: asked when the
 * date changes, when the form comes back after a request was sent, when the page is shown again
 * after the visitor was away from it, and whenever `askAgain` is called (the server answered a post:
 * a refusal may say a window filled while the visitor typed).
 */
export function useTakenSlots(url: string, date: string, sent: boolean): [TakenSlots | undefined, () => void] {
  // `npm start` answers availability; a static host does not, and then none are known to be full
  // (the page applies its own rules either way).
  const [taken, setTaken] = useState<TakenSlots>();
  const [asks, setAsks] = useState(0);
  const askAgain = useCallback(() => setAsks((n) => n + 1), []);
  useEffect(() => {
    const shown = () => document.visibilityState === 'visible' && askAgain();
    document.addEventListener('visibilitychange', shown);
    return () => document.removeEventListener('visibilitychange', shown);
  }, [askAgain]);
  useEffect(() => {
    if (!isIsoDate(date)) return;
    const ask = new AbortController();
    fetch(`${url}?date=${date}`, { headers: { Accept: 'application/json' }, signal: ask.signal })
      .then((response) => (response.ok && /json/.test(response.headers.get('content-type') ?? '') ? response.json() : undefined))
      .then((item: { ok?: boolean; date?: string; full?: unknown } | undefined) => {
        if (!item?.ok || item.date !== date || !Array.isArray(item.full)) return;
        setTaken({ date, full: item.full.filter((tab): tab is string => typeof tab === 'string') });
      })
      .catch(() => {
        /* no server answer: the page's own rules stand */
      });
    return () => ask.abort();
  }, [url, date, sent, asks]);
  return [taken, askAgain];
}
