// The top bar's widgets menu (alert-centre-and-shell.md §2 "Alert popups and other widgets", §6):
// notification onboarding, feedback, referral, return to VSMS 1.0 and the company settings, each
// shown only with its scope (feedback and referral not for a white-label or co-brand company); and
// the feedback dialog opening by itself by its timing rule. The dialogs load on first use.
import { lazy, Suspense, useRef, useState } from 'react';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import AppsIcon from '@mui/icons-material/Apps';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { useLiveAccess } from '../../auth/liveAccess';
import { loadSession } from '../../auth/session';
import { showsFeedback, showsReferral, WIDGET_SCOPES } from '../../domain/widgets/brand';
import { useCompany } from './useCompany';
import { useFeedbackTimer } from './useFeedbackTimer';

const FeedbackDialog = lazy(() => import('./FeedbackDialog'));
const ReferralDialog = lazy(() => import('./ReferralDialog'));
const BackToV1Dialog = lazy(() => import('./BackToV1Dialog'));
const OnboardingDialog = lazy(() => import('./OnboardingDialog'));

type Widget = 'feedback' | 'referral' | 'back' | 'onboarding';

export function ShellWidgets() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { scopes } = useLiveAccess();
  const company = useCompany();
  const userId = loadSession()?.user.id;
  const [open, setOpen] = useState<Widget | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const has = (scope: string) => scopes.includes(scope);
  const can = {
    onboarding: WIDGET_SCOPES.onboarding.every(has),
    feedback: has(WIDGET_SCOPES.feedback) && showsFeedback(company.brandVariant),
    referral:
      has(WIDGET_SCOPES.referral) &&
      showsReferral(company.brandVariant) &&
      company.id !== undefined,
    back: has(WIDGET_SCOPES.backToV1),
    company: has(WIDGET_SCOPES.companySettings) && company.id !== undefined,
  };
  useFeedbackTimer({
    // Once the company is known: a co-brand company's users are never asked.
    enabled: can.feedback && company.settled,
    userId,
    lastDays: company.feedbackLastDays,
    onDue: () => setOpen((current) => current ?? 'feedback'),
  });
  const items: { key: string; label: string; run: () => void }[] = [];
  const show = (widget: Widget) => () => {
    setMenuOpen(false);
    setOpen(widget);
  };
  if (can.onboarding)
    items.push({ key: 'onboarding', label: 'onboarding.menu', run: show('onboarding') });
  if (can.feedback) items.push({ key: 'feedback', label: 'feedback.menu', run: show('feedback') });
  if (can.referral) items.push({ key: 'referral', label: 'referral.menu', run: show('referral') });
  if (can.company)
    items.push({
      key: 'company',
      label: 'company_settings',
      run: () => {
        setMenuOpen(false);
        navigate(`/company/${company.id}`);
      },
    });
  if (can.back) items.push({ key: 'back', label: 'back.menu', run: show('back') });
  const close = () => setOpen(null);
  return (
    <>
      {items.length > 0 && (
        <>
          <Tooltip title={translate('custom.widgets.menu')}>
            <IconButton
              ref={anchor}
              color="inherit"
              aria-label={translate('custom.widgets.menu')}
              aria-haspopup="menu"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
            >
              <AppsIcon />
            </IconButton>
          </Tooltip>
          <Menu anchorEl={anchor.current} open={menuOpen} onClose={() => setMenuOpen(false)}>
            {items.map((item) => (
              <MenuItem key={item.key} onClick={item.run}>
                {translate(`custom.widgets.${item.label}`)}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
      <Suspense fallback={null}>
        {open === 'feedback' && <FeedbackDialog onClose={close} />}
        {open === 'referral' && company.id !== undefined && (
          <ReferralDialog companyId={company.id} onClose={close} />
        )}
        {open === 'back' && <BackToV1Dialog onClose={close} />}
        {open === 'onboarding' && (
          <OnboardingDialog activates={has(WIDGET_SCOPES.alertCentre)} onClose={close} />
        )}
      </Suspense>
    </>
  );
}
