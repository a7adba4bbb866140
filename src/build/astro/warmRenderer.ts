/**
 * Astro's prerenderer kept by the service's worker between builds of the same code, rendering only
 * the changed files. A few carried pages are rendered first and compared byte for byte with the
 * live ones; any difference or failure means a full Astro build (and a new renderer).
 */
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AstroPrerenderer } from 'astro';
import { KEYS_FILE } from '../../catalogue/pageCatalogue.ts';
import { PATHS_FILE } from '../../content/movedPaths.ts';
import { NGINX_CONF_FILE } from '../../release/nginxConf.ts';
import { astroFile, filesIn, writeOutputFile } from './astroOutput.ts';
import { NOT_FOUND_COPIES } from '../../release/changedPages.ts';
import { catalogueFile } from '../../release/catalogueFile.ts';
import { hoistIslandStyle } from './hoistIslandStyle.ts';
import type { BuildProgress } from './prerenderIntegration.ts';
import type { DeclineCode, FastPathDecline } from '../fastPathDecline.ts';
import type { KeptRecords } from '../../release/releaseRecords.ts';
import type { SpareRelease } from '../spareRelease.ts';

/** What Astro's routes give the prerenderer: a route's type and whether it is prerendered. */
interface RouteLike {
  readonly type: string;
  readonly prerender: boolean;
}

/** The part of Astro's build app (its default prerenderer's `app`) a warm render uses. */
interface BuildAppLike {
  readonly manifest: { readonly routes: readonly { readonly routeData: RouteLike }[] };
  readonly routeCache: { clearAll(): void };
  getComponentByRoute(route: RouteLike): Promise<unknown>;
}

/** A loaded renderer and what it was built from. */
export interface WarmRenderer {
  /** The code version of the build that loaded it (codeVersion). */
  readonly code: string;
  readonly prerenderer: AstroPrerenderer;
  /** Files of that build no route renders (bundles under `_astro/`, files from `public/`). */
  readonly statics: readonly string[];
  /** The host files of `public/` as that build's Astro copied them (publicHostFiles). */
  readonly hostFiles: ReadonlyMap<string, Buffer>;
}

/** What the build worker keeps from one build to the next, in its process. */
export interface WorkerState {
  current: WarmRenderer | null;
  /** Builds rendered warm so far: each checks other carried files. */
  warmBuilds: number;
  /** The hard-link copy of the last release the next warm build starts from (spareRelease.ts). */
  spare: Promise<SpareRelease | null> | null;
  /** The records written into the last release, which the next build starts from. */
  records: KeptRecords | null;
  /** Why the last build could not keep its renderer (said by each build without one). */
  unkept: FastPathDecline | null;
}

/** Nothing kept: the next build is a full one. */
export function workerState(): WorkerState {
  return { current: null, warmBuilds: 0, spare: null, records: null, unkept: null };
}

const PROGRESS_EVERY = 50;
/** Carried pages a warm build renders again to check the renderer (spread over the site). */
const SAMPLE_PAGES = 3;

/** Astro's build app behind its default prerenderer, or null when it is not what we know. */
function appOf(prerenderer: AstroPrerenderer): BuildAppLike | null {
  const app = (prerenderer as { app?: Partial<BuildAppLike> }).app;
  const known =
    typeof app?.routeCache?.clearAll === 'function' &&
    typeof app.getComponentByRoute === 'function' &&
    Array.isArray(app.manifest?.routes);
  return known ? (app as BuildAppLike) : null;
}

/** Forgets each route's static paths (the whole catalogue), so an idle worker holds no site. */
export function forgetContent(slot: WorkerState): void {
  const app = slot.current === null ? null : appOf(slot.current.prerenderer);
  app?.routeCache.clearAll();
}

/**
 * Loads every route's module while Astro's bundle folder still exists (Astro deletes it when the
 * build ends), so the prerenderer can render later. False (nothing kept) when it is not as known.
 */
export async function loadAllRoutes(prerenderer: AstroPrerenderer): Promise<boolean> {
  const app = appOf(prerenderer);
  if (app === null) return false;
  for (const { routeData } of app.manifest.routes) {
    if (routeData.prerender) await app.getComponentByRoute(routeData);
  }
  return true;
}

/** Host files of `public/` the build writes its own rules in front of. */
const MERGED_HOST_FILES: readonly string[] = ['_headers', '_redirects'];

/** Whether the build writes a file itself, whatever `public/` holds of that name. */
export function writtenByBuild(file: string): boolean {
  return (
    [...MERGED_HOST_FILES, NGINX_CONF_FILE, PATHS_FILE, KEYS_FILE, ...NOT_FOUND_COPIES].includes(
      file,
    ) || /^sitemap-(?:index|\d+)\.xml$/.test(file)
  );
}

/** The files no route renders (`_astro/`, `public/`) that a warm build carries (never writes). */
export function staticFiles(builtDir: string, publicDir: string): string[] {
  return [
    ...filesIn(builtDir, '_astro'),
    ...filesIn(publicDir).filter((file) => !writtenByBuild(file)),
  ].sort();
}

/**
 * The host files of `public/` as Astro copied them, before the build merges its rules in: a warm
 * build places these (the live release's are merged already), as a full build would.
 */
export function publicHostFiles(builtDir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const name of MERGED_HOST_FILES) {
    const path = join(builtDir, name);
    // A folder of that name is the build's fault, said where the build writes the file.
    if (existsSync(path) && statSync(path).isFile()) files.set(name, readFileSync(path));
  }
  return files;
}

/** Writes `files` (publicHostFiles) into a warm build's folder, never through a hard link. */
export function placeHostFiles(outDir: string, files: ReadonlyMap<string, Buffer>): void {
  for (const [name, bytes] of files) {
    const path = join(outDir, name);
    rmSync(path, { force: true });
    writeFileSync(path, bytes);
  }
}

/** The URL Astro renders a path at (format `directory`, base `/`): pages end in a slash. */
function urlOf(pathname: string, routeType: string, origin: string): URL {
  if (routeType === 'endpoint' || pathname === '/') return new URL(pathname, origin);
  return new URL(`${pathname.replace(/\/+$/, '')}/`, origin);
}

export interface WarmRenderOptions {
  /** The site's origin (Astro's `site`), which pages are rendered at. */
  readonly origin: string;
  /** The folder the files are written to (created). */
  readonly outDir: string;
  /** The live release, whose carried files the check compares with. */
  readonly liveDir: string;
  /** Whether a file is carried (not rendered, but a check candidate). */
  readonly carried: (file: string) => boolean;
  readonly onProgress?: ((progress: BuildProgress) => void) | undefined;
  /** Given each page as rendered (its catalogue file); what it returns is written instead. */
  readonly onPage?: ((file: string, html: string) => string | Promise<string>) | undefined;
}

/** Why a warm render was not used; the build then runs Astro's full build. */
export class WarmRenderRefused extends Error {
  readonly code: DeclineCode;
  constructor(code: DeclineCode, message: string) {
    super(message);
    this.name = 'WarmRenderRefused';
    this.code = code;
  }
}

/** Why no renderer can be kept: Astro's prerenderer is not shaped as appOf knows it. */
export const UNKNOWN_PRERENDERER: FastPathDecline = {
  code: 'renderer-unknown',
  detail:
    "Astro's prerenderer has no build app with routeCache, getComponentByRoute and manifest.routes (has Astro changed?): no renderer is kept, each edit runs Astro's build",
};

/** A path as Astro's static paths give it. */
interface StaticPath {
  readonly pathname: string;
  readonly route: RouteLike;
}

/** The body rendered for a path. */
async function bodyOf(prerenderer: AstroPrerenderer, path: StaticPath, origin: string) {
  const { pathname, route } = path;
  const result = (await prerenderer.render(new Request(urlOf(pathname, route.type, origin)), {
    routeData: route as Parameters<AstroPrerenderer['render']>[1]['routeData'],
  })) as Response | { response: Response };
  const response = result instanceof Response ? result : result.response;
  // A redirect would need Astro's redirect page; the site's routes have none.
  if ((response.status >= 300 && response.status < 400) || response.body === null) {
    throw new WarmRenderRefused(
      'renderer-failed',
      `${pathname} answered ${response.status} without a page`,
    );
  }
  return Buffer.from(await response.arrayBuffer());
}

/** Renders every path not carried into `outDir`, once SAMPLE_PAGES carried pages match the live. */

export async function renderWarm(slot: WorkerState, options: WarmRenderOptions): Promise<void> {
  const warm = slot.current;
  const app = warm === null ? null : appOf(warm.prerenderer);
  if (warm === null) throw new WarmRenderRefused('renderer-failed', 'no renderer is loaded');
  if (app === null) {
    throw new WarmRenderRefused(UNKNOWN_PRERENDERER.code, UNKNOWN_PRERENDERER.detail);
  }
  // Astro remembers each route's getStaticPaths: this build's catalogue is a new one.
  app.routeCache.clearAll();
  const paths = (await warm.prerenderer.getStaticPaths()) as unknown as readonly StaticPath[];
  const todo: StaticPath[] = [];
  const carriedPages: StaticPath[] = [];
  for (const path of paths) {
    if (!options.carried(catalogueFile(path.pathname))) todo.push(path);
    else if (path.route.type === 'page') carriedPages.push(path);
  }
  slot.warmBuilds += 1;
  const step = carriedPages.length / SAMPLE_PAGES;
  for (let n = 0; n < Math.min(SAMPLE_PAGES, carriedPages.length); n++) {
    // A different set each build, spread over the site.
    const path = carriedPages[Math.floor(n * step + slot.warmBuilds) % carriedPages.length]!;
    const file = catalogueFile(path.pathname);
    const html = hoistIslandStyle(String(await bodyOf(warm.prerenderer, path, options.origin)));
    if (!Buffer.from(html).equals(readFileSync(join(options.liveDir, file)))) {
      throw new WarmRenderRefused(
        'renderer-differs',
        `${file} renders differently from the live release`,
      );
    }
  }
  options.onProgress?.({ done: 0, total: todo.length });

  for (const [index, path] of todo.entries()) {
    const rendered = await bodyOf(warm.prerenderer, path, options.origin);
    const body =
      options.onPage !== undefined && path.route.type === 'page'
        ? await options.onPage(catalogueFile(path.pathname), rendered.toString())
        : rendered;
    writeOutputFile({ outDir: options.outDir }, astroFile(path.pathname, path.route.type), body);
    const done = index + 1;
    if (done % PROGRESS_EVERY === 0) options.onProgress?.({ done, total: todo.length });
  }
  options.onProgress?.({ done: todo.length, total: todo.length });
}
