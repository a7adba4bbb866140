/**
 * The environment the rebuild service gives the processes it starts (the build worker and
 * DEPLOY_COMMAND): its own, without its secrets, which neither needs and a child that prints its
 * environment would otherwise put in a log.
 */
/** The variables the service treats as secret: the signing key and both tokens. */
export const SECRET_VARIABLES = ['WEBHOOK_SECRET', 'WEBHOOK_TOKEN', 'STATUS_TOKEN'] as const;

/**
 * `env` without the secret variables, nor any other variable holding one of their values (the
 * key exported under a second name, or its part behind `whsec_`).
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
