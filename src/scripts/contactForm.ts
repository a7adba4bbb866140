/**
 * Brings the contact form (ContactForm.astro) to life (SPEC §4 "Contact form", §5, §7, §8): a new
 * captcha on load and on refresh; SEND MESSAGE enabled only while the captcha entry matches
 * (ignoring case) and no submit is in flight; the submit posts the five fields and alerts the
 * outcome. Success clears the fields and makes a new captcha; a failure keeps everything typed.
 */
import { captchaMatches, generateCaptcha } from '../features/contact/captcha.ts';
import {
  contactEndpoint,
  submitContactMessage,
  type ContactMessage,
  type SubmitOutcome,
} from '../features/contact/submitContactMessage.ts';

const ALERTS: Record<SubmitOutcome, string> = {
  success: 'success',
  failed: 'failed',
  'network-error': 'networkError',
};

function initForm(form: HTMLFormElement): void {
  const code = form.querySelector<HTMLOutputElement>('[data-captcha]');
  const refresh = form.querySelector<HTMLButtonElement>('[data-captcha-refresh]');
  const entry = form.querySelector<HTMLInputElement>('[data-captcha-entry]');
  const send = form.querySelector<HTMLButtonElement>('[data-send-button]');
  if (!code || !entry || !send) return;
  let captcha = '';
  let sending = false;

  const update = () => {
    send.disabled = sending || !captchaMatches(entry.value, captcha);
    send.textContent = (sending ? form.dataset['sending'] : form.dataset['send']) ?? '';
  };
  const newCaptcha = () => {
    captcha = generateCaptcha();
    code.value = captcha;
    update();
  };
  const value = (name: keyof ContactMessage) => {
    const control = form.elements.namedItem(name);
    return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement
      ? control.value
      : '';
  };

  entry.addEventListener('input', update);
  refresh?.addEventListener('click', newCaptcha);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (sending || !captchaMatches(entry.value, captcha)) return;
    sending = true;
    update();
    const message: ContactMessage = {
      FirstName: value('FirstName'),
      LastName: value('LastName'),
      Country: value('Country'),
      Email: value('Email'),
      Comment: value('Comment'),
    };
    const endpoint = contactEndpoint(window.location, form.dataset['siteUrl'] ?? '');
    void submitContactMessage(message, endpoint, document.cookie).then((outcome) => {
      sending = false;
      if (outcome === 'success') {
        form.reset();
        newCaptcha();
      } else {
        update();
      }
      window.alert(form.dataset[ALERTS[outcome]] ?? '');
    });
  });
  newCaptcha();
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-contact-form]')) {
  initForm(form);
}
