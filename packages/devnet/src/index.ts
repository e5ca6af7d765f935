export { createDevnetApp } from "./app.ts";
