export { createGatewayRoutes, type GatewayRoutesOptions } from "./gateway-routes.ts";
export {
  type GatewayDataPoint,
  type GatewayPackage,
  type GatewayResponse,
  gatewayResponse,
  parseDataFeedIds,
} from "./package-response.ts";
