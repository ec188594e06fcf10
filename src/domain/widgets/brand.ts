// What a company's brand variant changes (alert-centre-and-shell.md §1, §6): white-label and
// co-brand companies (the spec's "company 1449" is a co-brand: a company setting, never an id in
// code) see no feedback and no referral widgets. And the company's referral code and link.

export const BRAND_VARIANTS = ['vsms', 'white-label', 'co-brand'] as const;
export type BrandVariant = (typeof BRAND_VARIANTS)[number];

/** The feedback link and dialog: only the product's own brand (§1, §6 "hidden for company 1449"). */
export const showsFeedback = (variant: string | null | undefined): boolean =>
  (variant ?? 'vsms') === 'vsms';
/** The referral button: only the product's own brand. */
export const showsReferral = (variant: string | null | undefined): boolean =>
  (variant ?? 'vsms') === 'vsms';

/**
 * A company's referral code (ours; the spec does not show one): VSMS and its id in base 36, at
 * least 4 characters, so it is short to read out and the same every time.
 */
export function referralCode(companyId: number): string {
  return `VSMS-${companyId.toString(36).toUpperCase().padStart(4, '0')}`;
}

/** The link a referred company opens: the console's sign-in page carrying the code (`?ref=`). */
export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/?ref=${encodeURIComponent(code)}#/login`;
}

/** The widgets' scopes (alert-centre-and-shell.md §6): feedback and the return come from their schemas' scope prefixes. */
export const WIDGET_SCOPES = {
  feedback: 'customer-wish-feedback:create',
  referral: 'referal_program:read',
  backToV1: 'back_to_vsms1:create',
  onboarding: ['alert_rule_template:read', 'alert_rule_template:create'],
  companySettings: 'company:update',
  /** The onboarding result says "activated" and links to the settings only with it. */
  alertCentre: 'e4a-alert-center-main:read',
} as const;
