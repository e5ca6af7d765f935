export {
  cronHeartbeat,
  cronPeriodMs,
  msUntilNextCronRun,
} from "./cron-heartbeat.ts";
export { nextCronRun } from "./cron-next.ts";
export { INVALID_CRON_MESSAGE } from "./cron-parse.ts";
export {
  type CronScheduleFacts,
  cronCadenceTitle,
  cronSchedule,
  NEXT_RUNS_MAX,
  NEXT_RUNS_WINDOW_MS,
} from "./cron-schedule.ts";
export { durationTitle } from "./duration-title.ts";
