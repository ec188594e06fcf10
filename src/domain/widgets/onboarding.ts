// The notification onboarding wizard (alert-centre-and-shell.md §4 "Onboarding pages", §5, §7, §9):
// its pages, the template query's page size, and what a save sends. Pure: the console's wizard and
// the server's alertRuleTemplates (which accepts this page size) both read it.

/** alertRuleTemplates is asked for page 1 of 999 (§9): the whole catalogue at once. */
export const ONBOARDING_TEMPLATE_PAGE_SIZE = 999;
export const ONBOARDING_CATEGORY = 'Recommendation';

export type OnboardingPage = 'main' | 'detail' | 'result';

/** The codes chosen per template id; a template with no code chosen is not sent. */
export type OnboardingChoice = Readonly<Record<number, readonly number[]>>;

/** Save is enabled once at least one category (template) has a code chosen (§5). */
export const canSaveOnboarding = (choice: OnboardingChoice): boolean =>
  Object.values(choice).some((codes) => codes.length > 0);

/** createAlertRules' input.templates from a choice, in template order. */
export function onboardingTemplates(
  choice: OnboardingChoice,
): { templateId: number; alertCodes: number[] }[] {
  return Object.entries(choice)
    .filter(([, codes]) => codes.length > 0)
    .map(([id, codes]) => ({ templateId: Number(id), alertCodes: [...codes] }))
    .sort((a, b) => a.templateId - b.templateId);
}
