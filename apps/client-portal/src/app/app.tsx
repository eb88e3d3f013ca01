import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '@app/ui';
import { RouterProvider } from 'react-router-dom';
import { router } from '../routes/router';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/** Providers shared by every screen of the app: server state and the toasts (customer-flows §8 durations). */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  );
}
