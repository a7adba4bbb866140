/**
 * The contact form island (SPEC §2 Contact page, §4, §5, §8): First Name, Last Name, Email,
 * Country, Comment (4 rows), the privacy checkbox (not required), a captcha with a refresh button,
 * and SEND MESSAGE — disabled until the captcha entry matches and while a submit is in flight.
 * Success clears the fields and makes a new captcha; a failure keeps everything typed.
 */
import { useEffect, useId, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { CONTACT_COMMENT_ROWS } from '../content/constants.ts';
import { captchaMatches, generateCaptcha } from './captcha.ts';
import Icon from './Icon.tsx';
import {
  contactEndpoint,
  submitContactMessage,
  type ContactMessage,
  type SubmitOutcome,
} from './submitContactMessage.ts';

export const CONTACT_STRING_KEYS = [
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
export type ContactStrings = Readonly<Record<(typeof CONTACT_STRING_KEYS)[number], string>>;

interface Props {
  strings: ContactStrings;
  /** SITE_URL: where a page served on port 3000 posts instead of its own origin. */
  siteUrl: string;
}

const EMPTY: ContactMessage = { FirstName: '', LastName: '', Email: '', Country: '', Comment: '' };
const ALERTS: Record<SubmitOutcome, keyof ContactStrings> = {
  success: 'contact.success',
  failed: 'contact.failed',
  'network-error': 'contact.networkError',
};

export default function ContactForm({ strings, siteUrl }: Props) {
  const id = useId();
  const [fields, setFields] = useState<ContactMessage>(EMPTY);
  const [agree, setAgree] = useState(false);
  const [captcha, setCaptcha] = useState('');
  const [entry, setEntry] = useState('');
  const [sending, setSending] = useState(false);

  // The captcha is made in the browser, after hydration, so the server HTML never carries one.
  useEffect(() => setCaptcha(generateCaptcha()), []);

  const update =
    (name: keyof ContactMessage) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setFields((current) => ({ ...current, [name]: e.target.value }));

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || !captchaMatches(entry, captcha)) return;
    setSending(true);
    const outcome = await submitContactMessage(
      fields,
      contactEndpoint(window.location, siteUrl),
      document.cookie,
    );
    setSending(false);
    if (outcome === 'success') {
      setFields(EMPTY);
      setAgree(false);
      setEntry('');
      setCaptcha(generateCaptcha());
    }
    window.alert(strings[ALERTS[outcome]]);
  }

  const field = (
    name: keyof ContactMessage,
    label: string,
    type: 'text' | 'email',
    autoComplete: string,
  ) => (
    <div className="form-field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        value={fields[name]}
        onChange={update(name)}
      />
    </div>
  );

  return (
    <form className="contact-form" onSubmit={onSubmit} data-contact-form>
      <div className="form-row">
        {field('FirstName', strings['contact.firstName'], 'text', 'given-name')}
        {field('LastName', strings['contact.lastName'], 'text', 'family-name')}
      </div>
      <div className="form-row">
        {field('Email', strings['contact.email'], 'email', 'email')}
        {field('Country', strings['contact.country'], 'text', 'country-name')}
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-Comment`}>{strings['contact.comment']}</label>
        <textarea
          id={`${id}-Comment`}
          name="Comment"
          rows={CONTACT_COMMENT_ROWS}
          required
          value={fields.Comment}
          onChange={update('Comment')}
        />
      </div>
      <div className="form-check">
        <input
          id={`${id}-agree`}
          type="checkbox"
          checked={agree}
          onChange={(e) => setAgree(e.target.checked)}
        />
        <label htmlFor={`${id}-agree`}>{strings['contact.privacy']}</label>
      </div>
      <div className="captcha">
        <span className="captcha__label" id={`${id}-captcha-label`}>
          {strings['contact.captcha']}
        </span>
        <output
          className="captcha__code"
          aria-labelledby={`${id}-captcha-label`}
          aria-live="polite"
          data-captcha
        >
          {captcha || '······'}
        </output>
        <button
          type="button"
          className="captcha__refresh"
          onClick={() => setCaptcha(generateCaptcha())}
          aria-label={strings['contact.refreshCaptcha']}
          title={strings['contact.refreshCaptcha']}
        >
          <Icon name="refresh" />
        </button>
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-captcha`}>{strings['contact.captchaEntry']}</label>
        <input
          id={`${id}-captcha`}
          name="captcha"
          type="text"
          required
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={entry}
          onChange={(e) => setEntry(e.target.value)}
        />
      </div>
      <button
        className="button contact-form__send"
        type="submit"
        disabled={sending || !captchaMatches(entry, captcha)}
      >
        {sending ? strings['contact.sending'] : strings['contact.send']}
      </button>
    </form>
  );
}
