// The widgets' GraphQL calls (alert-centre-and-shell.md §7), over the console's Apollo client.
// Loaded with the dialogs that use them, never on the first screen.
import { gql } from '@apollo/client';
import { apolloClient } from '../../dataProviders/apolloClient';
import { env } from '../../config/env';
import { getToken } from '../../auth/authProvider';
import {
  ONBOARDING_CATEGORY,
  ONBOARDING_TEMPLATE_PAGE_SIZE,
} from '../../domain/widgets/onboarding';

const client = () => apolloClient({ apiUrl: env.apiUrl, getToken: () => getToken() });

const ENVELOPE = 'isSuccessful status message errors';

interface Envelope {
  isSuccessful: boolean;
  status: number;
  message?: string | null;
  errors?: Record<string, string> | null;
}

/** A refused call: its status and field-keyed errors. */
export class WidgetApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: Record<string, string>,
    message: string,
  ) {
    super(message);
  }
}

const check = <T extends Envelope>(result: T | undefined | null): T => {
  if (!result?.isSuccessful)
    throw new WidgetApiError(result?.status ?? 500, result?.errors ?? {}, result?.message ?? '');
  return result;
};

export interface TemplateCode {
  alertCode: number;
  descriptionIdn: string | null;
  descriptionEng: string | null;
  isAlreadyActive: boolean;
}

export interface AlertRuleTemplate {
  templateId: number;
  nameIdn: string;
  nameEng: string;
  descriptionIdn: string | null;
  descriptionEng: string | null;
  defaultAlertCodes: TemplateCode[];
  additionalAlertCodes: TemplateCode[];
}

const CODE = 'alertCode descriptionIdn descriptionEng isAlreadyActive';

const TEMPLATES = gql`
  query OnboardingTemplates($filter: AlertRuleTemplateFilter, $pagination: Pagination) {
    alertRuleTemplates(filter: $filter, pagination: $pagination) {
      ${ENVELOPE}
      total
      data {
        templateId nameIdn nameEng descriptionIdn descriptionEng
        defaultAlertCodes { ${CODE} }
        additionalAlertCodes { ${CODE} }
      }
    }
  }
`;

/** The Recommendation templates, page 1 of 999 (§7, §9). */
export async function fetchTemplates(): Promise<AlertRuleTemplate[]> {
  const { data } = await client().query<{
    alertRuleTemplates: Envelope & { data: AlertRuleTemplate[] };
  }>({
    query: TEMPLATES,
    variables: {
      filter: { category: ONBOARDING_CATEGORY },
      pagination: { page: 1, show: ONBOARDING_TEMPLATE_PAGE_SIZE },
    },
    fetchPolicy: 'no-cache',
  });
  return check(data?.alertRuleTemplates).data;
}

const CREATE_RULES = gql`
  mutation CreateAlertRules($input: CreateAlertRulesInput!) {
    createAlertRules(input: $input) { ${ENVELOPE} data { id } }
  }
`;

const COMPANY = gql`
  query OnboardingCompany { company { ${ENVELOPE} data { id } } }
`;

const UPDATE_COMPANY = gql`
  mutation UpdateCompany($input: CompanyPatch!) {
    updateCompany(input: $input) { ${ENVELOPE} data { id setupNotifCompleted } }
  }
`;

/** Rules from the chosen templates, then the company marked as set up (§7). */
export async function saveOnboarding(
  templates: { templateId: number; alertCodes: number[] }[],
): Promise<void> {
  const created = await client().mutate<{ createAlertRules: Envelope }>({
    mutation: CREATE_RULES,
    variables: { input: { templates } },
  });
  check(created.data?.createAlertRules);
  const company = await client().query<{ company: Envelope & { data: { id: number } } }>({
    query: COMPANY,
    fetchPolicy: 'no-cache',
  });
  const id = check(company.data?.company).data.id;
  const updated = await client().mutate<{ updateCompany: Envelope }>({
    mutation: UPDATE_COMPANY,
    variables: { input: { id, setupNotifCompleted: true } },
  });
  check(updated.data?.updateCompany);
}

const BACK = gql`
  mutation BackToVsmsV1($input: BackToVsmsV1Input!) {
    backToVsmsV1(input: $input) { ${ENVELOPE} host }
  }
`;

/** Records the reason; answers where to go (the server's LEGACY_CONSOLE_URL). */
export async function backToVsmsV1(reason: number, message: string | null): Promise<string> {
  const { data } = await client().mutate<{ backToVsmsV1: Envelope & { host: string | null } }>({
    mutation: BACK,
    variables: { input: { reason, message } },
  });
  const result = check(data?.backToVsmsV1);
  return result.host ?? '';
}
