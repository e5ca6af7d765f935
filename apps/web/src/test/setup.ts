import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { clearTypedSearch } from "../app/typed-search.ts";
import { resetWatchlistForTests } from "../lib/watchlist/watchlist-store.ts";
import { apiServer, resetApi } from "./api-server.ts";
// showModal() and close(), which jsdom lacks (tests only).
import "./dialog-polyfill.ts";

// Screens are lazy chunks: the first render in a cold worker on a loaded 2-core CI machine can
// take over the default 1 s; findBy* waits longer, and a missing element still fails the test.
configure({ asyncUtilTimeout: 3_000 });

// The fake api (api-server.ts): every test starts with none, so an unfaked request is a network error.
beforeAll(() => apiServer.listen({ onUnhandledRequest: "error" }));
afterAll(() => apiServer.close());

afterEach(() => {
  cleanup();
  resetApi();
  localStorage.clear();
  sessionStorage.clear();
  // The watchlist keeps what it read from storage in memory: the next test reads storage again.
  resetWatchlistForTests();
  // Text typed in a header box that a test left before its URL write: the next test's app is new.
  clearTypedSearch();
});
