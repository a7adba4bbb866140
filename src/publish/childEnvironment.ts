/**
 * The variables the service treats as secret: the signing key and both tokens. The build worker
 * and DEPLOY_COMMAND need none, and a child that prints its environment would put them in a log.
 */
export const SECRET_VARIABLES = ['WEBHOOK_SECRET', 'WEBHOOK_TOKEN', 'STATUS_TOKEN'] as const;

/**
 * `env` without the secret variables, nor any other variable holding one of their values (the
 * key exported under a second name, or its part behind `whsec_`).
 */
export function childEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const secrets = new Set(
    SECRET_VARIABLES.map((name) => env[name]?.trim() ?? '')
      .flatMap((value) => [value, value.replace(/^whsec_/, '')])
      .filter((value) => value !== ''),
  );
  const names: ReadonlySet<string> = new Set(SECRET_VARIABLES);
  return Object.fromEntries(
    Object.entries(env).filter(
      ([name, value]) => !names.has(name) && (value === undefined || !secrets.has(value.trim())),
    ),
  );
}
