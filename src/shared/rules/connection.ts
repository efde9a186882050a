/**
 * What the app says when the network or the server fails it (docs/decisions/0049-offline-and-toasts.md):
 * only a 401 means signed out; no connection, a timeout or a 5xx is said in words, with a way to retry.
 */

/** The longest the session check waits for the server before it says the server is not answering. */
export const SESSION_TIMEOUT_MS = 15_000;

export const CONNECTION_MESSAGES = {
  /** The notice while the device is offline (a polite live region). */
  offlineNotice: "You're offline. We'll refresh when you're back.",
  /** The title of the toast for a write that got no answer (its description says why). */
  notSentTitle: "That didn't go through",
  /** An action that needs the server, tried offline. */
  offlineAction: "You're offline. This needs a connection: try again when you're back online.",
  /** The request never reached the server (or its answer never came back). */
  unreachable: "We couldn't reach PawType. Check your connection and try again.",
  /** The server took longer than the app waits. */
  timeout: 'PawType is taking too long to answer. Please try again.',
  /** A screen that cannot open without the server: offline. */
  offlineScreen: {
    title: "You're offline",
    description: "This screen needs a connection to open. We'll try again when you're back.",
  },
  /** A screen that cannot open without the server: the server failed or did not answer. */
  unavailableScreen: {
    title: "We couldn't reach PawType",
    description: 'The server did not answer as it should. Please try again in a moment.',
  },
  /** A screen that broke for a reason of its own (a bug): the page reloads on retry. */
  failedScreen: {
    title: 'Something went wrong',
    description: 'This screen stopped working. Trying again usually helps.',
  },
  retry: 'Try again',
} as const;
