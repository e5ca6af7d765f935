import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
// The DOM build of RouterProvider: only it honours navigate(…, { flushSync }), which the header
// search uses so the list it filters updates in the keystroke's own frame (the plain one wraps
// every router update in a transition, a few frames behind the typing).
import { RouterProvider } from "react-router/dom";
import { createRoutes } from "./app/routes.tsx";
import { NavigationProgress } from "./components/navigation-progress.tsx";
import { ToastProvider } from "./components/toast.tsx";
import { ConfigProvider, readPublicConfig } from "./lib/config.tsx";
import { startLiveStream } from "./lib/live/live-stream.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { applyTheme, storedTheme } from "./lib/theme.ts";
import "./styles/global.css";

// A chosen theme applies before the first render (no flash of the system's theme).
applyTheme(storedTheme());
// One query client for the pages and the route loaders, which read into it what the pages show.
const queryClient = createQueryClient();
const router = createBrowserRouter(createRoutes(queryClient));
// One live stream per tab: it keeps what the screen shows current (lib/live/live-stream.ts).
startLiveStream(queryClient);
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The first render is a transition, so React builds the page in short slices instead of one long
// task: when a screen's code and data were preloaded with the page (route-preloads.ts in the
// api), the router is ready at once and the whole screen would otherwise render in one go.
const app = createRoot(root);
startTransition(() =>
  app.render(
    <StrictMode>
      <ConfigProvider config={readPublicConfig(document)}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <NavigationProgress router={router} />
            <RouterProvider router={router} />
          </ToastProvider>
        </QueryClientProvider>
      </ConfigProvider>
    </StrictMode>,
  ),
);
