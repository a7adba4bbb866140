/**
 * The environment the rebuild service gives the processes it starts (the build worker and
 * DEPLOY_COMMAND): its own, without its secrets. Neither needs them (the worker builds from a
 * snapshot it is handed; a deploy needs only RELEASE_PATH and RELEASE_ID and its own
 * credentials), and a child that prints its environment, or a dependency of the build that
 * reports it, would otherwise put them in a log.
 */

/** The variables the service treats as secret: the signing key and both tokens. */
export const SECRET_VARIABLES = ['WEBHOOK_SECRET', 'WEBHOOK_TOKEN', 'STATUS_TOKEN'] as const;

/**
 * `env` without the secret variables, and without any other variable holding one of their
 * values (an operator who exported the key under a second name, or its part behind `whsec_`),
 * so what is removed does not depend on what the operator called it.
 */
export function childEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const secrets = new Set<string>();
  for (const name of SECRET_VARIABLES) {
    const value = env[name]?.trim();
    if (!value) continue;
    secrets.add(value);
    if (value.startsWith('whsec_') && value.length > 'whsec_'.length) {
      secrets.add(value.slice('whsec_'.length));
    }
  }
  const names: ReadonlySet<string> = new Set(SECRET_VARIABLES);
  const kept: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(env)) {
    if (names.has(name)) continue;
    if (value !== undefined && secrets.has(value.trim())) continue;
    kept[name] = value;
  }
  return kept;
}
