/**
 * "The staff session is gone": the API client reports a 401 from a back-office call here, and
 * the back-office layout listens and goes to /login without a message (docs/features.md, "Who may do what").
 * A tiny event channel rather than a router import keeps `lib/` free of the router.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** Subscribes; returns the unsubscribe function (fits `useEffect`). */
export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifyUnauthorized(): void {
  for (const listener of [...listeners]) listener();
}
