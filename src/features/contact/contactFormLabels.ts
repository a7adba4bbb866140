/**
 * The contact form's words in one locale, taken from the site's UI strings (src/i18n/ui) and
 * handed to the island as its `labels` prop, so the island carries no dictionary of its own.
 */
import type { Translate } from '../../i18n/ui/index.ts';

export interface ContactFormLabels {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly country: string;
  readonly comment: string;
  /** The privacy checkbox: contact details and questions are stored permanently (SPEC §2). */
  readonly privacy: string;
  readonly captcha: string;
  readonly captchaEntry: string;
  readonly refreshCaptcha: string;
  readonly send: string;
  readonly sending: string;
  /** SPEC §8: the three alerts of a submit. */
  readonly success: string;
  readonly failed: string;
  readonly networkError: string;
}

/** The labels for the locale of `t`. */
export function contactFormLabels(t: Translate): ContactFormLabels {
  return {
    firstName: t('contact.firstName'),
    lastName: t('contact.lastName'),
    email: t('contact.email'),
    country: t('contact.country'),
    comment: t('contact.comment'),
    privacy: t('contact.privacy'),
    captcha: t('contact.captcha'),
    captchaEntry: t('contact.captchaEntry'),
    refreshCaptcha: t('contact.refreshCaptcha'),
    send: t('contact.send'),
    sending: t('contact.sending'),
    success: t('contact.success'),
    failed: t('contact.failed'),
    networkError: t('contact.networkError'),
  };
}
