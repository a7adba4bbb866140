/** Runs a command's main function; a failure prints one clear line (no stack) and exits 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Error: ${message}`);
    if (process.env['DEBUG']) console.error(error);
    process.exitCode = 1;
  });
}
