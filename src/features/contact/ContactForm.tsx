/**
 * The contact form island. Without JavaScript every field is there, but SEND MESSAGE stays disabled
 * (no captcha to check): the captcha is a placeholder whose space it takes once hydrated.
 */
import { CONTACT_COMMENT_ROWS } from '../../content/constants.ts';
import { Icon } from '../shared/Icon.tsx';
import { useContactForm } from './useContactForm.ts';
import type { ContactFormLabels } from './contactFormLabels.ts';
import './ContactForm.css';
import { REACT_RENDERER, renderWith } from '../shared/islandRenderer.ts';

export interface ContactFormProps {
  readonly labels: ContactFormLabels;
  /** SITE_URL, where a page of local development posts. */
  readonly siteUrl: string;
  /** Set by the page when `astro dev` rendered it; absent in a build. */
  readonly devServer?: boolean;
  /** Prefix of the element ids (see contactFormId), unique on the page. */
  readonly idPrefix: string;
}

/** Six characters' worth, until the browser has made a captcha. */
const CAPTCHA_PLACEHOLDER = '······';

type TextField = 'FirstName' | 'LastName' | 'Email' | 'Country';

export default function ContactForm({
  labels,
  siteUrl,
  devServer = false,
  idPrefix,
}: ContactFormProps) {
  const form = useContactForm({
    siteUrl,
    devServer,
    alerts: {
      success: labels['contact.success'],
      failed: labels['contact.failed'],
      'network-error': labels['contact.networkError'],
    },
  });
  const id = (name: string) => `${idPrefix}-${name}`;
  const field = (name: TextField, label: string, type: 'text' | 'email', autoComplete: string) => (
    <div className="form-field">
      <label htmlFor={id(name)}>{label}</label>
      <input id={id(name)} name={name} type={type} required autoComplete={autoComplete} />
    </div>
  );

  return (
    <form className="contact-form" data-contact-form onSubmit={form.onSubmit}>
      <div className="form-row">
        {field('FirstName', labels['contact.firstName'], 'text', 'given-name')}
        {field('LastName', labels['contact.lastName'], 'text', 'family-name')}
      </div>
      <div className="form-row">
        {field('Email', labels['contact.email'], 'email', 'email')}
        {field('Country', labels['contact.country'], 'text', 'country-name')}
      </div>
      <div className="form-field">
        <label htmlFor={id('Comment')}>{labels['contact.comment']}</label>
        <textarea id={id('Comment')} name="Comment" rows={CONTACT_COMMENT_ROWS} required />
      </div>
      <div className="form-check">
        <input id={id('agree')} name="agree" type="checkbox" />
        <label htmlFor={id('agree')}>{labels['contact.privacy']}</label>
      </div>
      <div className="captcha">
        <span className="captcha__label" id={id('captcha-label')}>
          {labels['contact.captcha']}
        </span>
        <output
          className="captcha__code"
          aria-labelledby={id('captcha-label')}
          aria-live="polite"
          data-captcha
        >
          {form.captcha || CAPTCHA_PLACEHOLDER}
        </output>
        <button
          type="button"
          className="icon-button captcha__refresh"
          aria-label={labels['contact.refreshCaptcha']}
          title={labels['contact.refreshCaptcha']}
          onClick={form.refreshCaptcha}
        >
          <Icon name="refresh" />
        </button>
      </div>
      <div className="form-field">
        <label htmlFor={id('captcha')}>{labels['contact.captchaEntry']}</label>
        <input
          id={id('captcha')}
          name="captcha"
          type="text"
          required
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          onChange={form.onEntryChange}
        />
      </div>
      <button className="button contact-form__send" type="submit" disabled={!form.canSend}>
        {form.sending ? labels['contact.sending'] : labels['contact.send']}
      </button>
    </form>
  );
}

renderWith(ContactForm, REACT_RENDERER);
