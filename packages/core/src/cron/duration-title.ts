const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3_600;
const SECONDS_PER_DAY = 86_400;

/**
 * DATA-28: a heartbeat as a short duration, e.g. 86400000 → "24h", 600000 → "10m", 30000 → "30s",
 * 93600000 → "1d 2h", 270000 → "4m 30s". Decisions: up to and including 24 hours the largest unit
 * is the hour (the common 24 h heartbeat reads "24h"); above that days appear. Every non-zero unit
 * is listed, largest first, separated by a space, so the title is exact to the second. The value is
 * rounded to whole seconds; 0, negative and non-finite values read "0s" (fast layers have 0).
 */
export function durationTitle(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return "0s";
  let seconds = Math.round(ms / 1000);
  if (seconds === 0) return "0s";
  const parts: string[] = [];
  if (seconds > SECONDS_PER_DAY) {
    const days = Math.floor(seconds / SECONDS_PER_DAY);
    parts.push(`${days}d`);
    seconds -= days * SECONDS_PER_DAY;
  }
  const hours = Math.floor(seconds / SECONDS_PER_HOUR);
  const minutes = Math.floor((seconds % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  const rest = seconds % SECONDS_PER_MINUTE;
  if (hours > 0) parts.push(`${hours}h`);
  if (minutes > 0) parts.push(`${minutes}m`);
  if (rest > 0) parts.push(`${rest}s`);
  return parts.join(" ");
}
