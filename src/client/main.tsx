// First: switches off Zod's code generation before any schema exists (the CSP forbids eval).
import './zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from './lib/query-client';
import { toast } from './components/ui/use-toast';
import { CONNECTION_MESSAGES } from '#shared/rules/connection.ts';
import { AppRoutes } from './app/router';
import { isLoadFailure } from './components/connection-problem';
import './index.css';

// A write that got no answer says so in words, even where its screen has no message of its own.
const queryClient = createQueryClient({
  onNetworkError: (err) =>
    toast({ title: CONNECTION_MESSAGES.notSentTitle, description: err.message, variant: 'destructive' }),
});

// A screen whose code could not load (offline) is an expected state, shown with a retry
// (ScreenErrorBoundary): a warning, not an error, in the console. Any other caught error stays an error.
// The first render runs as a transition, which React splits into short tasks (a slow phone stays
// responsive, and the server's first screen or index.html's splash is on view meanwhile; docs/decisions/0056).
const root = createRoot(document.getElementById('root')!, {
  onCaughtError: (error, info) => {
    if (isLoadFailure(error)) console.warn('A screen could not load:', (error as Error).message);
    else console.error(error, info.componentStack);
  },
});
startTransition(() =>
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
