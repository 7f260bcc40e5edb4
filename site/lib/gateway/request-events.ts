/** Ends one request's report; called once, with how it went. */
export type RequestEnd = (outcome?: 'ok' | 'failed') => void;

/** Hears that a browser request to the gateway started; returns what to call when it settles. */
export type RequestListener = () => RequestEnd;

const listeners = new Set<RequestListener>();

/**
 * The browser client's events, for whoever shows progress (the loading bar
 * subscribes from the shell). The client knows no UI state: it reports here and
 * the UI decides what a request means to it. Kept apart from the client itself so
 * a subscriber does not pull urql into a page's first load.
 */
export function onGatewayRequest(listener: RequestListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by the browser client as a request goes out; tells every subscriber. */
export function gatewayRequestStarted(): RequestEnd {
  const ends = [...listeners].map((listener) => listener());
  return (outcome) => {
    for (const end of ends) end(outcome);
  };
}
