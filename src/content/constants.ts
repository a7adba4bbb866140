/** The spec's business constants and limits (default images, sizes, timings), in one place. */

/** Default cover for news and events. */
export const DEFAULT_NEWS_IMAGE = '/PublishingImages/Covers/Default_img.png';
/** The detail view uses the .jpg variant of the default cover. */
export const DEFAULT_NEWS_DETAIL_IMAGE = '/PublishingImages/Covers/Default_img.jpg';
/** Default image for cards. */
export const DEFAULT_CARD_IMAGE = '/PublishingImages/default_image.png';

/** A description longer than this many characters gets an expand checkbox. */
export const EXPAND_THRESHOLD = 200;
/** Card images show at most this wide, in px. */
export const CARD_IMAGE_MAX_WIDTH = 100;
/** Captcha length. */
export const CAPTCHA_LENGTH = 6;
/** Rows of the contact form's comment field. */
export const CONTACT_COMMENT_ROWS = 4;
/** News popup close animation in ms. */
export const POPUP_CLOSE_MS = 300;
/** Anchor scroll waits this long for its target, in ms. */
export const HASH_SCROLL_WAIT_MS = 10_000;
/** Carousel arrows show only above this many items. */
export const CAROUSEL_ARROWS_ABOVE = 3;
/** Consent cookie lifetime in days. */
export const CONSENT_DAYS = 180;

/** Slider timings and breakpoints. */
export const SLIDER_1 = { speed: 1000, autoplay: false, slidesPerView: 1 } as const;
export const SLIDER_2 = {
  speed: 2000,
  delay: 9000,
  loop: true,
  slidesPerView: 1,
  height: 430,
} as const;
export const SLIDER_3 = {
  loop: false,
  slidesPerGroup: 3,
  breakpoints: { 0: 1, 768: 2, 1200: 3 },
} as const;
