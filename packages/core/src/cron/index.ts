export {
  cronGapTitle,
  cronHeartbeat,
  cronPeriodMs,
  msUntilNextCronRun,
  parseCronHeartbeat,
} from "./cron-heartbeat.ts";
export { cronMatches, nextCronRun, nextRunOfSchedules, nextScheduleRun } from "./cron-next.ts";
export {
  type CronListParseResult,
  type CronParseResult,
  type CronSchedule,
  INVALID_CRON_MESSAGE,
  parseCron,
  parseCronList,
} from "./cron-parse.ts";
export { durationTitle } from "./duration-title.ts";
