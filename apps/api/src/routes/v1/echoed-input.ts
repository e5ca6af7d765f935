/**
 * The most of a request's own text (an id, a path, a query value) an error message repeats back.
 * Naming what was asked for helps a person see a typo; repeating kilobytes of it does not, and it
 * turns every error body into a mirror for whatever a client chose to send.
 */
export const ECHO_LIMIT = 100;

/** Request input as an error message may quote it: at most ECHO_LIMIT characters, then "…". */
export function echoInput(input: string): string {
  if (input.length <= ECHO_LIMIT) return input;
  // By code points, so a cut never splits a surrogate pair into a lone half.
  const points = Array.from(input);
  return points.length <= ECHO_LIMIT ? input : `${points.slice(0, ECHO_LIMIT).join("")}…`;
}
