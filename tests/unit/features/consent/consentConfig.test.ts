import { describe, expect, it, vi } from 'vitest';
import type { CookieValue } from 'vanilla-cookieconsent';
import { buildConsentConfig } from '../../../../src/features/consent/consentConfig.ts';

const cookie = (categories: string[]) => ({ categories }) as unknown as CookieValue;

function build(language: 'en' | 'de' = 'en') {
  const analytics = { grant: vi.fn(), withdraw: vi.fn() };
  return { config: buildConsentConfig({ language, analytics }), analytics };
}

describe('buildConsentConfig', () => {
  it('is a bottom-right box that does not force a choice', () => {
    const { config } = build();
    expect(config.guiOptions?.consentModal).toMatchObject({
      layout: 'box',
      position: 'bottom right',
    });
    expect(config.disablePageInteraction).toBe(false);
    expect(config.mode).toBe('opt-in');
    expect(config.autoShow).toBe(true);
    // Automated browsers (our tests, the checker) must see the dialog too.
    expect(config.hideFromBots).toBe(false);
    // Drawn first in the page (ConsentRoot.astro), where a keyboard user meets it first.
    expect(config.root).toBe('[data-consent-root]');
  });

  it('stores the choice in cc_cookie for 180 days', () => {
    expect(build().config.cookie).toMatchObject({ name: 'cc_cookie', expiresAfterDays: 180 });
  });

  it('has exactly one category, analytics: optional, on by default, clearing _pk_id/_pk_ses', () => {
    const { categories } = build().config;
    expect(Object.keys(categories)).toEqual(['analytics']);
    expect(categories['analytics']).toMatchObject({ enabled: true, readOnly: false });
    const names = categories['analytics']?.autoClear?.cookies.map((c) => c.name);
    expect(names).toEqual([/^_pk_id/, /^_pk_ses/]);
    const pattern = (i: number) => names?.[i] as RegExp;
    expect(pattern(0).test('_pk_id.1.1fff')).toBe(true);
    expect(pattern(1).test('_pk_ses.12.a1b2')).toBe(true);
    expect(pattern(0).test('cc_cookie')).toBe(false);
  });

  it('uses the given language and offers all four translations', () => {
    const { language } = build('de').config;
    expect(language.default).toBe('de');
    expect(language.autoDetect).toBeUndefined();
    expect(Object.keys(language.translations).sort()).toEqual(['de', 'en', 'es', 'fr']);
  });

  it('grants analytics on a consent that includes it, withdraws otherwise', () => {
    const { config, analytics } = build();
    config.onConsent?.({ cookie: cookie(['analytics']) });
    expect(analytics.grant).toHaveBeenCalledTimes(1);
    config.onConsent?.({ cookie: cookie([]) });
    expect(analytics.withdraw).toHaveBeenCalledTimes(1);
  });

  it('reacts to a change of the analytics category only', () => {
    const { config, analytics } = build();
    config.onChange?.({
      cookie: cookie([]),
      changedCategories: ['analytics'],
      changedServices: {},
    });
    expect(analytics.withdraw).toHaveBeenCalledTimes(1);
    config.onChange?.({
      cookie: cookie(['analytics']),
      changedCategories: ['analytics'],
      changedServices: {},
    });
    expect(analytics.grant).toHaveBeenCalledTimes(1);
    config.onChange?.({ cookie: cookie([]), changedCategories: [], changedServices: {} });
    expect(analytics.withdraw).toHaveBeenCalledTimes(1);
  });
});
