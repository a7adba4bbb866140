/**
 * The rebuild service's HTTP interface: POST /rebuild (signed or Bearer; 202 with the build id,
 * 2xx for a replayed id, 401 otherwise), POST /rollback and POST /promote (the same, with a body
 * that asks for it), GET /status (JSON) and GET / (the editors' page), without raw causes unless
 * statusView.ts allows.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createHardenedServer } from '../server/hardenedServer.ts';
import { BodyTooLargeError, readBody, sendJson } from '../server/httpJson.ts';
import { requestPath } from '../server/requestPath.ts';
import { RELEASE_ID_PATTERN } from '../release/releaseStore.ts';
import { createCallAuthenticator, type CallAuth } from './authenticateCall.ts';
import { pickLocale } from './pickLocale.ts';
import { redactStatus } from './redactStatus.ts';
import { renderStatusPage, STATUS_PAGE_CSP } from './statusPage.ts';
import { statusView } from './statusView.ts';
import type { WebhookService } from './webhookService.ts';

/** Largest body accepted: a call carries at most a flag and a reason. */
export const MAX_BODY_BYTES = 64 * 1024;
/** Longest reason kept. */
export const MAX_REASON_LENGTH = 500;

export interface CallBody {
  readonly force: boolean;
  readonly reason: string | null;
  /** What the call asks for, named in the body, which the signature covers (null: a rebuild). */
  readonly action: 'rebuild' | 'rollback' | 'promote' | null;
  /** A rebuild that makes a preview; the preview POST /promote makes live. */
  readonly preview?: boolean;
  readonly release?: string;
}

type CallPath = '/rebuild' | '/rollback' | '/promote';

/**
 * Reads a call's body: empty, or a JSON object with optional `action` ("rebuild", "rollback" or
 * "promote"), `force` and `preview` (booleans), `release` (a release id) and `reason`.
 */
export function parseCallBody(raw: Buffer): CallBody | { error: string } {
  const text = raw.toString('utf8').trim();
  if (text === '') return { force: false, reason: null, action: null };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: 'The body must be JSON, e.g. {"reason": "news updated"}' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { error: 'The body must be a JSON object' };
  }
  const { force, reason, action, preview, release } = data as Record<string, unknown>;
  if (action !== undefined && !['rebuild', 'rollback', 'promote'].includes(action as string)) {
    return { error: '"action" must be "rebuild", "rollback" or "promote"' };
  }
  if ([force, preview].some((flag) => flag !== undefined && typeof flag !== 'boolean')) {
    return { error: '"force" and "preview" must be true or false' };
  }
  if (release !== undefined && (typeof release !== 'string' || !RELEASE_ID_PATTERN.test(release))) {
    return { error: '"release" must be a release id such as 20260301-101500-3f2a' };
  }
  if (reason !== undefined && reason !== null && typeof reason !== 'string') {
    return { error: '"reason" must be text' };
  }
  const trimmed = typeof reason === 'string' ? reason.trim().slice(0, MAX_REASON_LENGTH) : '';
  return {
    force: force === true,
    reason: trimmed === '' ? null : trimmed,
    action: (action as CallBody['action'] | undefined) ?? null,
    ...(preview === true ? { preview } : {}),
    ...(release === undefined ? {} : { release }),
  };
}

/**
 * Why a body may not go to `path`, or null. A signature covers the body, not the path, so the
 * body names its action: /rollback acts only on `{"action":"rollback"}`, /rebuild refuses another
 * action, and a body naming none is a rebuild, so back ends' signed `{"reason": …}` still work.
 */
export function actionError(path: CallPath, body: CallBody): string | null {
  // A body naming a release is a promotion's, whatever its path: no other call may reuse it.
  if ((path === '/promote') !== (body.release !== undefined)) {
    return path === '/promote'
      ? 'A promotion needs the body {"release": "<preview id>"}, signed or sent with the token'
      : 'This body names a release to make live; send it to /promote';
  }
  if (body.preview === true && path !== '/rebuild') return 'Only /rebuild makes previews';
  if (path === '/promote') {
    return body.action === null || body.action === 'promote'
      ? null
      : `This body asks for "${body.action}"; send it to /${body.action}, not /promote`;
  }
  if (path === '/rollback' && body.action !== 'rollback') {
    return 'A rollback needs the body {"action":"rollback"}, signed or sent with the token: a body made for another call cannot roll the site back';
  }
  if (path === '/rebuild' && body.action !== null && body.action !== 'rebuild') {
    return `This body asks for "${body.action}"; send it to /${body.action}, not /rebuild`;
  }
  return null;
}

const ROUTES: Readonly<Record<string, readonly string[]>> = {
  '/rebuild': ['POST'],
  '/rollback': ['POST'],
  '/promote': ['POST'],
  '/status': ['GET', 'HEAD'],
  '/': ['GET', 'HEAD'],
};

/** Creates the HTTP server (not yet listening) for a service. */
export function createWebhookServer(
  service: WebhookService,
  log: (line: string) => void = console.log,
  previewPort: number | null = null,
): Server {
  const authenticator = createCallAuthenticator(service.config.secret, service.config.token);

  /** Reads and authenticates a POST; answers and returns null when it may not go on. */
  async function admit(
    req: IncomingMessage,
    res: ServerResponse,
    path: CallPath,
  ): Promise<{ auth: Extract<CallAuth, { ok: true }>; body: CallBody } | null> {
    const answer = (status: number, json: unknown, headers?: Readonly<Record<string, string>>) => {
      sendJson(res, status, json, headers);
      return null;
    };
    let raw: Buffer;
    try {
      raw = await readBody(req, MAX_BODY_BYTES);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) {
        res.destroy();
        return null;
      }
      const tooLarge = `The body may hold at most ${MAX_BODY_BYTES} bytes`;
      return answer(413, { error: tooLarge }, { connection: 'close' });
    }
    const result = authenticator.authenticate(req.headers, raw);
    if (!result.ok) {
      log(`Refused ${req.method} ${path}: ${result.reason}`);
      const error = `Not authenticated: ${result.reason}`;
      return answer(401, { error }, { 'www-authenticate': 'Bearer' });
    }
    const body = parseCallBody(raw);
    if ('error' in body) return answer(400, { error: body.error });
    const wrongAction = actionError(path, body);
    if (wrongAction !== null) {
      log(`Refused ${req.method} ${path}: ${wrongAction}`);
      return answer(400, { error: wrongAction });
    }
    if (result.kind === 'signature') {
      const seen = service.replay.seen(result.webhookId);
      if (seen !== undefined) {
        log(`Replayed webhook-id ${result.webhookId}: acknowledged, nothing started`);
        return answer(200, {
          status: 'duplicate',
          message: 'This webhook-id was already accepted; nothing new was started.',
          buildId: seen.buildId,
        });
      }
    }
    if (service.stopping)
      return answer(503, { error: 'The service is stopping; call again shortly' });
    return { auth: result, body };
  }

  async function remember(auth: Extract<CallAuth, { ok: true }>, buildId: string | null) {
    if (auth.kind !== 'signature') return;
    try {
      await service.replay.remember(auth.webhookId, buildId);
    } catch (error) {
      log(`Could not record webhook-id ${auth.webhookId}: ${(error as Error).message}`);
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = requestPath(req.url ?? '');
    // Own keys only: `/constructor` is no route.
    const route = path !== null && Object.hasOwn(ROUTES, path) ? ROUTES[path] : undefined;
    if (route === undefined) {
      sendJson(res, 404, { error: 'Not found' });
      return;
    }
    if (!route.includes(req.method ?? '')) {
      sendJson(res, 405, { error: 'Method not allowed' }, { allow: route.join(', ') });
      return;
    }
    if (path === '/rebuild' || path === '/rollback' || path === '/promote') {
      const admitted = await admit(req, res, path);
      if (admitted === null) return;
      const { auth, body } = admitted;
      if (path === '/rebuild') {
        const { reason, force, preview = false } = body;
        const call = { trigger: auth.kind, reason, force, at: new Date(), preview };
        const { buildId, joined } = service.submit(call);
        await remember(auth, buildId);
        const by = auth.kind === 'signature' ? `signature ${auth.webhookId}` : auth.kind;
        log(
          `Accepted a ${preview ? 'preview' : 'rebuild'} call (${by}): ${joined ? 'joins' : 'queued as'} build ${buildId}`,
        );
        const answer = { status: 'accepted', buildId, joined, preview, statusUrl: '/status' };
        sendJson(res, 202, answer, { location: '/status' });
        return;
      }
      await remember(auth, null);
      const { release } = body;
      const result = await (release === undefined ? service.rollback() : service.promote(release));
      const done = release === undefined ? 'rolled-back' : 'promoted';
      if (!result.ok) sendJson(res, result.status, { error: result.error });
      else sendJson(res, 200, { status: done, live: result.live, previous: result.previous });
      return;
    }
    const view = statusView(
      { socketAddress: req.socket.remoteAddress, headers: req.headers, url: req.url ?? '/' },
      service.config.statusToken,
    );
    if (view === 'refused') {
      log(`Refused ${req.method} ${path}: wrong status token`);
      const error =
        service.config.statusToken === null
          ? 'No status token is set (STATUS_TOKEN); leave the token out to see the status'
          : 'Wrong status token; leave it out to see the status without technical details';
      const headers = { 'www-authenticate': 'Bearer', 'referrer-policy': 'no-referrer' };
      sendJson(res, 401, { error }, headers);
      return;
    }
    const status = await service.status(previewBase(req));
    if (path === '/status') {
      const shown = view === 'full' ? status : redactStatus(status);
      sendJson(res, 200, shown, { vary: 'Authorization' });
      return;
    }
    const locale = pickLocale(req.headers['accept-language']);
    const html = renderStatusPage(status, locale, service.config.timeZone, new Date(), view);
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-language': locale,
      vary: 'Accept-Language, Authorization',
      'cache-control': 'no-store',
      'content-security-policy': STATUS_PAGE_CSP,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    res.end(req.method === 'HEAD' ? undefined : html);
  }

  /** The previews' origin: PREVIEW_URL, else the host this call reached the service by. */
  function previewBase(req: IncomingMessage): string {
    const host = URL.parse(`http://${req.headers.host ?? ''}`)?.hostname || service.config.host;
    return service.config.previewUrl ?? `http://${host}:${previewPort ?? 0}`;
  }

  return createHardenedServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      // The path only: a status URL's query may hold the status token.
      const path = requestPath(req.url ?? '') ?? '(not a path)';
      log(`Error answering ${req.method} ${path}: ${(error as Error).message}`);
      if (!res.headersSent) sendJson(res, 500, { error: 'Internal error' });
      else res.destroy();
    });
  });
}
