import { DEFAULT_PUBLIC_CONFIG, type PublicConfig } from "@oracle-explorer/core/config";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createRoutes } from "../app/routes.tsx";
import { ToastProvider } from "../components/toast.tsx";
import { ConfigProvider } from "../lib/config.tsx";
import { createQueryClient } from "../lib/query-client.ts";

/** Renders the real route table at a URL, as the browser would, and returns its router. */
export function renderApp(url: string | string[], config: Partial<PublicConfig> = {}) {
  // Several URLs make a history whose last entry is current, as after visiting the others.
  const entries = Array.isArray(url) ? url : [url];
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  const view = render(
    <ConfigProvider config={{ ...DEFAULT_PUBLIC_CONFIG, ...config }}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </ConfigProvider>,
  );
  const location = () => {
    const { pathname, search, hash } = router.state.location;
    return `${pathname}${search}${hash}`;
  };
  return { router, location, ...view };
}
