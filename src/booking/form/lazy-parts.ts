import { lazy } from 'react';

/**
 * What only a visitor who uses the form needs loads when they first focus it: the toasts (sonner),
 * the sending code and the success view. The page's first load stays small.
 */
export const loadNotices = () => import('./notices');
export const Notices = lazy(loadNotices);
export const loadSuccess = () => import('./success-view');
export const SuccessView = lazy(loadSuccess);
