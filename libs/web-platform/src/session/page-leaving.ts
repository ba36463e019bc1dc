/**
 * Whether this page is being left (a full navigation or a reload has begun). Requests still running
 * then fail because the browser cancels them, not because the session is bad: callers that would
 * clear the session on a failure check this first. Reset when the page is shown again from the
 * back-forward cache.
 */
let leaving = false;

if (typeof window !== 'undefined') {
  const leave = () => {
    leaving = true;
  };
  window.addEventListener('beforeunload', leave);
  window.addEventListener('pagehide', leave);
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

export const isPageLeaving = (): boolean => leaving;
