/** Frames stop in a hidden tab; past this the work runs anyway. */
const LATEST_MS = 100;

/**
 * Runs `run` once, in a task after the next frame is painted (a frame callback, then a new task),
 * so work the visitor does not wait for stays out of the frame that answers their input; at the
 * latest after 100 ms. Returns a function that cancels it. Without frames (a test DOM) it runs in
 * the next task.
 */
export function afterNextPaint(run: () => void): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const once = () => {
    if (done) return;
    done = true;
    cancel();
    run();
  };
  const hasFrames = typeof requestAnimationFrame === "function";
  const frame = hasFrames
    ? requestAnimationFrame(() => {
        timer = setTimeout(once, 0);
      })
    : undefined;
  const latest = setTimeout(once, hasFrames ? LATEST_MS : 0);
  function cancel() {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(latest);
  }
  return () => {
    done = true;
    cancel();
  };
}
