/** The contact form's `labels` prop (beside the island: see eslint.config.js). */
import type { Labels } from '../../i18n/ui/labels.ts';

export const CONTACT_FORM_LABEL_KEYS = [
  'contact.firstName',
  'contact.lastName',
  'contact.email',
  'contact.country',
  'contact.comment',
  'contact.privacy',
  'contact.captcha',
  'contact.captchaEntry',
  'contact.refreshCaptcha',
  'contact.send',
  'contact.sending',
  'contact.success',
  'contact.failed',
  'contact.networkError',
] as const;
export type ContactFormLabels = Labels<(typeof CONTACT_FORM_LABEL_KEYS)[number]>;
