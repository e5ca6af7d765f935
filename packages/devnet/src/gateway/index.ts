export { createGatewayRoutes } from "./gateway-routes.ts";
export { type GatewayPackage, gatewayResponse, parseDataFeedIds } from "./package-response.ts";
