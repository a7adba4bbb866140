/**
 * Runs `work` on each item, `lanes` at a time (a release's thousands of files without queueing
 * them all on the disk threads at once). All lanes have stopped before the first failure is
 * thrown: a caller that then removes the folder is not followed by a file made in it.
 */
export async function inLanes<T>(
  items: readonly T[],
  lanes: number,
  work: (item: T) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  const failures: unknown[] = [];
  const lane = async () => {
    while (failures.length === 0 && next < items.length) {
      try {
        await work(items[next++]!);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
  if (failures.length > 0) throw failures[0];
}
