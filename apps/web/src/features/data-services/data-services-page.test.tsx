import type { DataServicesView } from "@oracle-explorer/core/api-views";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { calledPaths, type MockAnswer, mockApi, upstreamFailed } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";
import { FIXTURE_SERVICES, serviceDetail, servicesView } from "../../test/services-fixture.ts";
import { NO_MATCHING_SERVICES_TEXT } from "./data-services-page.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderServices(
  url = "/app/data-services/",
  answer: MockAnswer<DataServicesView> = servicesView(),
) {
  const fetchMock = mockApi({ "/data-services": answer });
  const app = renderApp(url);
  await waitFor(() =>
    expect(screen.getByRole("list", { name: "Data services" })).toHaveAttribute("aria-busy", "false"),
  );
  return { ...app, fetchMock };
}

const cards = () => within(screen.getByRole("list", { name: "Data services" })).queryAllByRole("link");
const cardNames = () => cards().map((card) => card.querySelector("span span span")?.textContent);
const headerSearch = () => screen.getByRole("searchbox", { name: "Search" });

describe("Data services list", () => {
  it("SERVICES-01 one card per data service with logo, name, id, description and assets count", async () => {
    const { fetchMock } = await renderServices();
    expect(calledPaths(fetchMock)).toEqual(["/data-services"]);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Data Services");
    expect(cards()).toHaveLength(4);
    const avalanche = cards()[1] as HTMLElement;
    expect(avalanche.querySelector("img")).toHaveAttribute("src", "/api/v1/assets/images/brand/redstone.svg");
    expect(within(avalanche).getByText("RedStone Avalanche Prod")).toBeInTheDocument();
    expect(within(avalanche).getByText("redstone-avalanche-prod")).toBeInTheDocument();
    expect(
      within(avalanche).getByText("Data feeds for the Avalanche ecosystem from RedStone nodes - prod"),
    ).toBeInTheDocument();
    expect(within(avalanche).getByText("26").parentElement).toHaveTextContent(/^26 assets/);
    expect(within(cards()[3] as HTMLElement).getByText("1").parentElement).toHaveTextContent(/^1 asset(?!s)/);
  });

  it("SERVICES-02 each card links to /app/data-services/{id}/, which opens its Pull Model page", async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      "/data-services": servicesView(),
      "/data-services/redstone-avalanche-prod": serviceDetail(),
    });
    const { location } = renderApp("/app/data-services/");
    await screen.findByText("RedStone Avalanche Prod");
    expect(cards().map((card) => card.getAttribute("href"))).toEqual(
      FIXTURE_SERVICES.map((service) => `/app/data-services/${service.id}/`),
    );
    await user.click(screen.getByRole("link", { name: /RedStone Avalanche Prod/ }));
    expect(await screen.findByRole("heading", { level: 1, name: "Pull Model" })).toBeInTheDocument();
    expect(location()).toBe("/app/data-services/redstone-avalanche-prod/");
    expect(calledPaths(fetchMock)).toContain("/data-services/redstone-avalanche-prod");
  });

  it("SERVICES-03 ?search= filters cards by provider name, case-insensitively", async () => {
    await renderServices("/app/data-services/?search=pRiMaRy");
    expect(cardNames()).toEqual(["RedStone Primary Prod", "RedStone Primary Demo"]);
  });

  it("SERVICES-03 the header search box writes ?search= and filters as it is typed", async () => {
    const user = userEvent.setup();
    const { location } = await renderServices();
    await user.type(headerSearch(), "ARBI");
    await waitFor(() => expect(location()).toBe("/app/data-services/?search=ARBI"));
    expect(cardNames()).toEqual(["RedStone Arbitrum Prod"]);
  });

  it.each(["ecosystem", "redstone-primary-prod"])(
    "SERVICES-03 only the name is searched: '%s' (in a description or an id only) matches nothing",
    async (search) => {
      await renderServices(`/app/data-services/?search=${search}`);
      expect(cards()).toHaveLength(0);
      expect(screen.getByText(NO_MATCHING_SERVICES_TEXT)).toBeInTheDocument();
    },
  );

  it("SERVICES-04 when no card matches the list shows 'No results matching criteria'", async () => {
    const user = userEvent.setup();
    const { location } = await renderServices("/app/data-services/?search=chainlink");
    const empty = screen.getByRole("status");
    expect(empty).toHaveTextContent(/^No results matching criteria Clear search$/);
    await user.click(within(empty).getByRole("link", { name: "Clear search" }));
    expect(location()).toBe("/app/data-services/");
    expect(cards()).toHaveLength(4);
  });

  it("SERVICES-05 placeholder cards show while the data services load", async () => {
    let answer: (value: Response) => void = () => {};
    const fetchMock = mockApi({
      "/data-services": () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp("/app/data-services/");
    const list = await screen.findByRole("list", { name: "Data services" });
    // The list renders before its query's fetch starts: answering earlier would resolve nothing
    // (seen in CI under load, where the cards then never came).
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(list).toHaveAttribute("aria-busy", "true");
    expect(list.querySelectorAll("[data-placeholder]")).toHaveLength(4);
    expect(cards()).toHaveLength(0);
    answer(Response.json(servicesView()));
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(list.querySelectorAll("[data-placeholder]")).toHaveLength(0);
    expect(list).toHaveAttribute("aria-busy", "false");
  });

  it("SERVICES-06 the list is not paged: 40 services are 40 cards, with no pagination", async () => {
    const many = Array.from({ length: 40 }, (_, index) => ({
      ...(FIXTURE_SERVICES[0] as (typeof FIXTURE_SERVICES)[number]),
      id: `svc-${index}`,
      name: `Service ${index}`,
    }));
    await renderServices("/app/data-services/", servicesView({ dataServices: many }));
    expect(cards()).toHaveLength(40);
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
    expect(screen.queryByRole("combobox")).toBeNull();
  });

  it("a failed load keeps the page with a notice, and Retry loads the cards", async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({ "/data-services": () => (fail ? upstreamFailed("registry") : servicesView()) });
    renderApp("/app/data-services/");
    expect(
      await screen.findByText("The data services are unavailable right now.", {}, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Data Services");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(cards()).toHaveLength(4));
  }, 10_000);

  it("a manifest warning says some asset counts are missing", async () => {
    await renderServices(
      "/app/data-services/",
      servicesView({ warnings: [{ upstream: "manifests", failure: "down", message: "down" }] }),
    );
    expect(screen.getByText(/asset lists \(manifests\) could not be read/)).toBeInTheDocument();
  });
});
